import { loadConfig } from '@/server/src/config';

describe('loadConfig', () => {
  it('starts with no settings at all, on local defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: '.data/pglite',
      apiSigningKey: 'starlit-dev-signing-key',
      tokenSecret: expect.any(String),
      webOrigins: ['http://localhost:3000'],
      sandbox: true,
      deployEnv: 'local',
      logLevel: 'info',
    });
  });

  it('reads every setting and treats empty values as unset', () => {
    const config = loadConfig({
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

  it('refuses the sandbox in production, whether set or by default', () => {
    expect(() => loadConfig({ SANDBOX: '1', DEPLOY_ENV: 'production' })).toThrow(/SANDBOX is on .*DEPLOY_ENV=production/);
    expect(() => loadConfig({ DEPLOY_ENV: 'production' })).toThrow(/SANDBOX is on/);
  });

  it('refuses the development token secret in production', () => {
    expect(() => loadConfig({ SANDBOX: '0', DEPLOY_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    const secret = 'a-real-secret-of-at-least-32-characters!';
    expect(loadConfig({ SANDBOX: '0', DEPLOY_ENV: 'production', TOKEN_SECRET: secret }).tokenSecret).toBe(secret);
  });

  it('names the settings that are invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty', SANDBOX: 'yes' })).toThrow(/Invalid API configuration: PORT: .*; SANDBOX: /);
  });
});
