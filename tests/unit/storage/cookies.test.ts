import { sessionCookies, siteCookieDomain } from '@/services/storage/cookies';

/** jsdom drops Secure/SameSite details, so capture what js-cookie writes to document.cookie. */
function captureCookieWrites(): { writes: string[]; restore: () => void } {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => '',
    set: (value: string) => writes.push(value),
  });
  return { writes, restore: () => Reflect.deleteProperty(document, 'cookie') };
}

describe('session cookies', () => {
  it('writes JSON-encoded, secure, cross-site, one-day cookies for the whole path', () => {
    const { writes, restore } = captureCookieWrites();
    try {
      sessionCookies.set('t_uat', 'token-1');
      sessionCookies.set('t_uei', 1_700_000_000_000);
    } finally {
      restore();
    }
    const [token, expiry] = writes;
    expect(token?.split('; ')[0]).toBe(`t_uat=${encodeURIComponent('"token-1"')}`);
    expect(expiry?.split('; ')[0]).toBe('t_uei=1700000000000');
    const attributes = token?.split('; ').slice(1) ?? [];
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'secure', 'sameSite=None']));
    const expires = Date.parse(attributes.find((part) => part.startsWith('expires='))?.slice(8) ?? '');
    expect(Math.abs(expires - (Date.now() + 86_400_000))).toBeLessThan(2_000);
    // jsdom pages run on localhost, where browsers refuse a Domain attribute.
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
  });

  it('removes a cookie by expiring it on the same path', () => {
    const { writes, restore } = captureCookieWrites();
    try {
      sessionCookies.remove('t_urt');
    } finally {
      restore();
    }
    const [write] = writes;
    expect(write?.startsWith('t_urt=; path=/; ')).toBe(true);
    const expires = Date.parse(/expires=([^;]+)/.exec(write ?? '')?.[1] ?? '');
    expect(expires).toBeLessThan(Date.now());
  });

  it('reads back its JSON values', () => {
    sessionCookies.set('t_uid', 'alice');
    // jsdom, like browsers, keeps Secure cookies on http://localhost.
    expect(sessionCookies.get('t_uid')).toBe('alice');
    sessionCookies.remove('t_uid');
    expect(sessionCookies.get('t_uid')).toBeUndefined();
  });
});

describe('site cookie domain', () => {
  it.each([
    ['starlit.com', 'https://starlit.com', 'starlit.com'],
    ['www.starlit.com', 'https://www.starlit.com', 'starlit.com'],
    ['app.starlit.com', 'https://www.starlit.com', 'starlit.com'],
    ['starlit.co.uk', 'https://starlit.co.uk', 'starlit.co.uk'],
    ['preview-123.vercel.app', 'https://starlit.com', undefined],
    ['localhost', 'http://localhost:3000', undefined],
    ['127.0.0.1', 'https://starlit.com', undefined],
  ])('for page %s and site %s is %s', (page, site, domain) => {
    expect(siteCookieDomain(page, site)).toBe(domain);
  });
});
