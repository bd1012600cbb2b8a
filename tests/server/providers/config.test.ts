import { loadProviderConfig, SANDBOX_PROVIDER_DEFAULTS as SANDBOX } from '@/server/src/providers/config';

describe('loadProviderConfig', () => {
  it('gives the sandbox working test keys and the emulator', () => {
    const config = loadProviderConfig({}, { sandbox: true });

    expect(config).toEqual({
      firebase: { projectId: 'demo-starlit', emulatorHost: '127.0.0.1:9099' },
      telegram: { botToken: SANDBOX.telegramBotToken },
      tiktok: {
        apiBase: 'http://127.0.0.1:4000/sandbox/tiktok',
        clientKey: SANDBOX.tiktokClientKey,
        clientSecret: SANDBOX.tiktokClientSecret,
      },
      turnstile: {
        siteKey: '1x00000000000000000000AA',
        secret: '1x0000000000000000000000000000000AA',
        siteverifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      },
      petra: { application: 'localhost:3000' },
    });
  });

  it('leaves missing keys undefined outside the sandbox and takes the application from WEB_ORIGIN', () => {
    const config = loadProviderConfig(
      { WEB_ORIGIN: 'https://starlit.example,https://www.starlit.example', TIKTOK_CLIENT_KEY: '' },
      { sandbox: false },
    );

    expect(config.firebase).toEqual({ projectId: 'demo-starlit' });
    expect(config.telegram.botToken).toBeUndefined();
    expect(config.tiktok).toEqual({ apiBase: 'https://open.tiktokapis.com', clientKey: undefined, clientSecret: undefined });
    expect(config.turnstile.secret).toBeUndefined();
    expect(config.petra.application).toBe('starlit.example');
  });

  it('refuses the emulator outside the sandbox, and invalid values', () => {
    expect(() => loadProviderConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, { sandbox: false })).toThrow(/SANDBOX is off/);
    expect(() => loadProviderConfig({ TIKTOK_API_BASE: 'ftp://x' }, { sandbox: true })).toThrow(/TIKTOK_API_BASE/);
    expect(() => loadProviderConfig({ TELEGRAM_BOT_TOKEN: 'no-colon' }, { sandbox: true })).toThrow(/TELEGRAM_BOT_TOKEN/);
  });
});
