import { redirectTarget } from '@/services/auth/redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['/get-star', '/get-star'],
    ['/@creator?tab=posts#top', '/@creator?tab=posts#top'],
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
  ])('falls back to / for %j', (value) => {
    expect(redirectTarget(value)).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(redirectTarget('//evil.example', '/home')).toBe('/home');
  });
});
