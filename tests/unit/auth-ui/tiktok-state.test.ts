import { TIKTOK_STATE_LIFE_MS, beginTikTokSignIn, takeTikTokReturn } from '@/services/auth/tiktok-sign-in';

const ORIGIN = 'http://localhost:3000';

function begin(returnTo = '/get-star', now: () => number = Date.now) {
  const url = new URL(beginTikTokSignIn(returnTo, { origin: ORIGIN, storage: sessionStorage, now }));
  return { url, state: url.searchParams.get('state') ?? '' };
}

beforeEach(() => sessionStorage.clear());

describe('TikTok sign-in state', () => {
  it('sends TikTok a fresh random state and our return page as redirect_uri', () => {
    const { url, state } = begin();
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('user.info.basic');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/tiktok`);
    expect(state).toMatch(/^[0-9a-f]{48}$/);
    expect(begin().state).not.toBe(state);
  });

  it('accepts the return with the state this tab sent, once', () => {
    const { state } = begin('/get-star');
    expect(takeTikTokReturn(`?code=c-1&state=${state}&scopes=user.info.basic`, { now: Date.now })).toEqual({
      ok: true,
      code: 'c-1',
      state,
      returnTo: '/get-star',
    });
    // Replayed: the state was spent by the first read.
    expect(takeTikTokReturn(`?code=c-1&state=${state}`, { now: Date.now })).toMatchObject({ ok: false, reason: 'state-mismatch' });
  });

  it('refuses another state, a missing one, one from no trip, and one older than ten minutes', () => {
    begin();
    expect(takeTikTokReturn('?code=c&state=forged')).toMatchObject({ ok: false, reason: 'state-mismatch' });
    const { state } = begin();
    expect(takeTikTokReturn('?code=c')).toMatchObject({ ok: false, reason: 'state-mismatch' });
    expect(takeTikTokReturn(`?code=c&state=${state}`)).toMatchObject({ ok: false, reason: 'state-mismatch' });
    const late = begin('/', () => 0);
    expect(takeTikTokReturn(`?code=c&state=${late.state}`, { now: () => TIKTOK_STATE_LIFE_MS + 1 })).toMatchObject({
      ok: false,
      reason: 'state-mismatch',
    });
  });

  it("reports TikTok's refusal when the state matches", () => {
    const { state } = begin('/');
    expect(
      takeTikTokReturn(`?error=access_denied&error_description=The+user+denied+the+request.&state=${state}`, { now: Date.now }),
    ).toEqual({
      ok: false,
      reason: 'denied',
      returnTo: '/',
      description: 'The user denied the request.',
    });
  });

  it('never returns to another site, whatever the storage holds', () => {
    const { state } = begin('https://evil.example/');
    expect(takeTikTokReturn(`?code=c&state=${state}`, { now: Date.now })).toMatchObject({ ok: true, returnTo: '/' });
    sessionStorage.setItem('tiktok_oauth', JSON.stringify({ state: 'a'.repeat(48), returnTo: '//evil.example', startedAt: Date.now() }));
    expect(takeTikTokReturn(`?code=c&state=${'a'.repeat(48)}`, { now: Date.now })).toMatchObject({ ok: true, returnTo: '/' });
  });
});
