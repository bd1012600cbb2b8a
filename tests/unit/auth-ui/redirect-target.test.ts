import { redirectTarget } from '@/services/auth/redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['/get-star', '/get-star'],
    ['/@creator?tab=posts#top', '/@creator?tab=posts#top'],
    ['/a/../get-star', '/get-star'],
    ['/settings?next=//evil.example', '/settings?next=//evil.example'],
    [['/settings/profile', '/other'], '/settings/profile'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(redirectTarget(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'get-star',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    '/login',
    '/signup?redirect=/x',
    '/.//evil.example',
    '/./\\evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example/x',
    '/%2f/evil.example',
    '/%5cevil.example',
    '/.%2e//evil.example',
  ])('falls back to / for %j', (value) => {
    expect(redirectTarget(value)).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(redirectTarget('//evil.example', '/home')).toBe('/home');
  });
});
