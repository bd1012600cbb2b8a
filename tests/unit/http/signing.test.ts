import { z } from 'zod';
import { checkSignature, signatureParam } from '@/contracts/signing';
import { createSessionStore } from '@/services/auth/session-store';
import { openPage, signIn, whoAmI } from './helpers/fixtures';
import { startTestApi, TEST_SIGNING_KEY, type TestApiServer } from './helpers/test-api-server';

describe('request signatures', () => {
  it.each([
    ['/core/v1/me/', 1_700_000_000, 'wZ0LpZ347ZXp9ALiNETjJPLa1xRcku0qg1iagVoFA6I='],
    ['/paymee/payment/v3/stripe/callback/', 1_700_000_123, 'if8vqBAdj5IitjuqNW4deDEfqezzyMpSbQTl+m8IjEk='],
  ])('signs %s at %i as the shared vector says', (path, seconds, signature) => {
    expect(signatureParam('starlit-dev-signing-key', path, seconds)).toBe(`${seconds}.${signature}`);
  });

  describe('on the wire', () => {
    let server: TestApiServer;
    beforeEach(async () => {
      localStorage.clear();
      server = await startTestApi();
    });
    afterEach(async () => {
      await server.close();
    });

    it('signs the path as sent, on every base of the API host, and the server accepts it', async () => {
      const page = openPage(server, createSessionStore());
      const ok = await page.api.core.get('/v1/echo/', z.unknown(), { params: { q: 'a b+c' } });
      expect(ok).toMatchObject({ ok: true, status: 200 });
      const [echo] = server.requestsTo('/core/v1/echo/');
      const now = Math.floor(Date.now() / 1000);
      expect(checkSignature(TEST_SIGNING_KEY, '/core/v1/echo/', echo?.query.verify, now)).toEqual({ ok: true });
      expect(echo?.query.q).toBe('a b+c');
    });

    it('computes a new signature for the replay after a refresh', async () => {
      let clock = Date.now() - 120_000;
      // Each send reads the clock once; stepping it shows the replay is signed at its own time.
      const page = openPage(server, signIn(server, 'alice'), { now: () => (clock += 10_000) });
      server.expireAccessTokens();
      expect((await page.api.core.get('v1/me/', whoAmI)).ok).toBe(true);
      const [first, replay] = server.requestsTo('/core/v1/me/');
      expect(first?.query.verify).not.toBe(replay?.query.verify);
      expect(replay?.status).toBe(200);
    });

    it('is rejected by the server with a wrong key, as a SIGNATURE_INVALID result that does not refresh', async () => {
      const page = openPage(server, signIn(server, 'alice'), { signingKey: 'not-the-key' });
      const result = await page.api.core.get('v1/me/', whoAmI);
      expect(result).toMatchObject({ ok: false, status: 401, code: 'SIGNATURE_INVALID' });
      expect(server.refreshCalls).toBe(0);
      expect(page.reload).not.toHaveBeenCalled();
      expect(page.session.getSnapshot().userId).toBe('alice');
    });
  });
});
