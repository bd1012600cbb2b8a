import { loadConfig } from '@/server/src/config';

describe('loadConfig', () => {
  it('starts with DEPLOY_ENV=local alone, on local defaults', () => {
    expect(loadConfig({ DEPLOY_ENV: 'local' })).toEqual({
      port: 4000,
      host: '127.0.0.1',
      // The fleet: who answered (host and process unless INSTANCE_ID says), the drain on SIGTERM,
      // event-stream heartbeats, and no exemption from the proxy rule.
      instanceId: expect.stringMatching(/^.+:\d+$/),
      shutdown: { deadlineMs: 10_000, drainWaitMs: 0 },
      streamHeartbeatMs: 15_000,
      allowNoProxy: false,
      databaseUrl: undefined,
      pgliteDir: '.data/pglite',
      apiSigningKey: 'starlit-dev-signing-key',
      tokenSecret: expect.any(String),
      webOrigins: ['http://localhost:3000'],
      sandbox: true,
      deployEnv: 'local',
      logLevel: 'info',
      trustProxy: 0,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      sessionMaxLifetimeSeconds: 7_776_000,
      turnstileMode: 'risk',
      turnstileRiskAttempts: 3,
      rateLimit: { windowSeconds: 60, perDevice: 20, perAddress: 60 },
      cleanupIntervalSeconds: 900,
      gifts: { tvsPerStar: 10, feeBps: 2000, minStars: 1, maxStars: 100_000, earningsHoldDays: 7, earningsHoldSeconds: 7 * 86_400 },
      memberships: { minPriceStars: 10, maxPriceStars: 100_000, graceDays: 3, priceNoticeDays: 7, renewalIntervalSeconds: 3600 },
      moneyLimits: {
        windowSeconds: 600,
        checkout: { perUser: 30, perAddress: 200 },
        savedCards: { perUser: 10, perAddress: 30 },
        gifts: { perUser: 120, perAddress: 600 },
        payouts: { perUser: 20, perAddress: 100 },
        pendingOrdersMax: 10,
      },
      deviceLinkTtlSeconds: 120,
      media: { dir: '.data/media', uploadUrlTtlSeconds: 600, publicOrigin: undefined, gcs: undefined },
      providers: expect.objectContaining({ firebase: { projectId: 'demo-starlit', emulatorHost: '127.0.0.1:9099' } }),
      payments: expect.objectContaining({
        orderTtlMinutes: 30,
        stripe: expect.objectContaining({ publishableKey: expect.stringMatching(/^pk_test_/) }),
      }),
      payouts: {
        connectWebhookSecret: expect.stringMatching(/^whsec_sandbox_/),
        usdCentsPerTvs: 10,
        minimumUsdCents: 1000,
        retryIntervalSeconds: 60,
        giveUpSeconds: 6 * 3600,
      },
    });
  });

  it('reads the sign-in settings', () => {
    const config = loadConfig({
      DEPLOY_ENV: 'local',
      TURNSTILE_MODE: 'always',
      TURNSTILE_RISK_ATTEMPTS: '5',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      REFRESH_TOKEN_TTL_SECONDS: '86400',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_PER_DEVICE: '2',
      RATE_LIMIT_PER_ADDRESS: '4',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      turnstileMode: 'always',
      turnstileRiskAttempts: 5,
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86_400,
      rateLimit: { windowSeconds: 30, perDevice: 2, perAddress: 4 },
      trustProxy: 1,
    });
    expect(() => loadConfig({ DEPLOY_ENV: 'local', TURNSTILE_MODE: 'sometimes' })).toThrow(/TURNSTILE_MODE/);
  });

  it('reads the gift rate, fee, limits and hold period, and refuses a fee above 100 %', () => {
    const config = loadConfig({
      DEPLOY_ENV: 'local',
      GIFT_TVS_PER_STAR: '8',
      GIFT_FEE_BPS: '1500',
      GIFT_MIN_STARS: '5',
      GIFT_MAX_STARS: '500',
      EARNINGS_HOLD_DAYS: '14',
    });
    expect(config.gifts).toEqual({
      tvsPerStar: 8,
      feeBps: 1500,
      minStars: 5,
      maxStars: 500,
      earningsHoldDays: 14,
      earningsHoldSeconds: 14 * 86_400,
    });
    expect(() => loadConfig({ DEPLOY_ENV: 'local', GIFT_FEE_BPS: '10001' })).toThrow(/GIFT_FEE_BPS/);
    expect(() => loadConfig({ DEPLOY_ENV: 'local', EARNINGS_HOLD_DAYS: '-1' })).toThrow(/EARNINGS_HOLD_DAYS/);
    expect(() => loadConfig({ DEPLOY_ENV: 'local', EARNINGS_HOLD_DAYS: '1.5' })).toThrow(/EARNINGS_HOLD_DAYS/);
  });

  it('takes a hold of seconds on local and test stacks only, shown to creators as up to a day', () => {
    expect(loadConfig({ DEPLOY_ENV: 'test', EARNINGS_HOLD_DAYS: '0', EARNINGS_HOLD_SECONDS: '8' }).gifts).toMatchObject({
      earningsHoldDays: 1,
      earningsHoldSeconds: 8,
    });
    expect(loadConfig({ DEPLOY_ENV: 'local', EARNINGS_HOLD_DAYS: '0' }).gifts).toMatchObject({
      earningsHoldDays: 0,
      earningsHoldSeconds: 0,
    });
    expect(() => loadConfig({ DEPLOY_ENV: 'production', EARNINGS_HOLD_SECONDS: '8' })).toThrow(
      /EARNINGS_HOLD_SECONDS is for local and test/,
    );
    expect(() => loadConfig({ DEPLOY_ENV: 'test', EARNINGS_HOLD_SECONDS: '0' })).toThrow(/EARNINGS_HOLD_SECONDS/);
  });

  it('refuses gift settings under which converting and gifting back and forth creates money', () => {
    // stars_10000 buys 11,500 STAR for 1,000.00 TVS; at a 10 % fee they pay 1,035.00 TVS back.
    expect(() => loadConfig({ DEPLOY_ENV: 'local', GIFT_FEE_BPS: '1000' })).toThrow(
      /Refusing to start: GIFT_FEE_BPS=1000 and GIFT_TVS_PER_STAR=10 create money\. Converting 100000 TVS minor units buys 11500 STAR \(1500 bonus\), and gifting them pays 103500 back/,
    );
    expect(() => loadConfig({ DEPLOY_ENV: 'local', GIFT_TVS_PER_STAR: '11' })).toThrow(/create money/);
    // 1.15 × (1 − 14 %) × 10 = 9.89 looks safe, but a one-star gift's fee rounds down to 1 of 10:
    // 11,500 one-star gifts pay 103,500 for 100,000.
    expect(() => loadConfig({ DEPLOY_ENV: 'local', GIFT_FEE_BPS: '1400' })).toThrow(/at 9 per STAR/);
    expect(loadConfig({ DEPLOY_ENV: 'local', GIFT_FEE_BPS: '2500' }).gifts.feeBps).toBe(2500);
    expect(loadConfig({ DEPLOY_ENV: 'local' }).gifts).toMatchObject({ feeBps: 2000, tvsPerStar: 10 });
  });

  it('reads every setting and treats empty values as unset', () => {
    const config = loadConfig({
      DEPLOY_ENV: 'local',
      PORT: '4100',
      DATABASE_URL: 'postgres://db.example/starlit',
      PGLITE_DIR: '',
      WEB_ORIGIN: 'https://starlit.example, https://www.starlit.example',
      SANDBOX: '0',
      LOG_LEVEL: 'warn',
    });

    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://db.example/starlit',
      pgliteDir: '.data/pglite',
      webOrigins: ['https://starlit.example', 'https://www.starlit.example'],
      sandbox: false,
      logLevel: 'warn',
    });
  });

  it('leaves payments unconfigured outside the sandbox, and refuses a sandbox payment key in production', () => {
    const payments = loadConfig({ DEPLOY_ENV: 'local', SANDBOX: '0' }).payments;
    expect([payments.stripe.secretKey, payments.stripe.publishableKey, payments.gateway.password]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(payments.stripe.api).toMatchObject({ protocol: 'https', host: 'api.stripe.com' });
    const production = {
      SANDBOX: '0',
      DEPLOY_ENV: 'production',
      TOKEN_SECRET: 'a-real-production-secret-of-32-chars!!',
      API_SIGNING_KEY: 'a-real-production-signing-key',
      API_PUBLIC_ORIGIN: 'https://api.starlit.example',
    };
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_test_sandbox_starlit_0000000000000000' })).toThrow(
      /sandbox payment key/,
    );
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_abc123' }).payments.stripe.secretKey).toBe('sk_live_abc123');
  });

  it('names the settings that are invalid', () => {
    expect(() => loadConfig({ DEPLOY_ENV: 'local', PORT: 'eighty', SANDBOX: 'yes' })).toThrow(
      /Invalid API configuration: PORT: .*; SANDBOX: /,
    );
  });
});
