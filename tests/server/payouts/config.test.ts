import { loadConfig } from '@/server/src/config';
import { StartupError } from '@/server/src/startup-error';

describe('payout configuration', () => {
  it('starts at the defaults: no package pays out more than its USD price', () => {
    expect(loadConfig({ DEPLOY_ENV: 'local', LOG_LEVEL: 'silent' }).payouts).toMatchObject({ usdCentsPerTvs: 10, minimumUsdCents: 1000 });
  });

  it.each([
    // Gift settings that would mint money are refused before (config.test.ts): the payout rate is what is left.
    [{ PAYOUT_USD_CENTS_PER_TVS: '11' }, 'stars_10000 costs 9999 US cents but would pay out 10120'],
    [{ PAYOUT_USD_CENTS_PER_TVS: '12' }, 'stars_10000 costs 9999 US cents but would pay out 11040'],
  ])('refuses to start with %o, naming the package', (env, detail) => {
    const start = () => loadConfig({ DEPLOY_ENV: 'local', LOG_LEVEL: 'silent', ...env });
    expect(start).toThrow(StartupError);
    expect(start).toThrow(detail);
  });

  it('keeps the sandbox Connect secret out of production', () => {
    expect(() =>
      loadConfig({
        DEPLOY_ENV: 'production',
        SANDBOX: '0',
        API_PUBLIC_ORIGIN: 'https://api.example.com',
        TOKEN_SECRET: 'a-real-token-secret-of-at-least-32-characters',
        API_SIGNING_KEY: 'real-signing-key',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_sandbox_starlit_connect_000000000000',
      }),
    ).toThrow('STRIPE_CONNECT_WEBHOOK_SECRET');
  });
});
