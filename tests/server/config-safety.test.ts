import { loadConfig } from '@/server/src/config';
import { isLoopbackHost } from '@/server/src/config-safety';

const SECRET = 'a-real-secret-of-at-least-32-characters!';
const ORIGIN = 'https://api.starlit.example';

/** Everything a real deployment sets; each case below takes one piece away or adds one. */
const SAFE = {
  SANDBOX: '0',
  TOKEN_SECRET: SECRET,
  API_SIGNING_KEY: 'a-fresh-signing-key',
  API_PUBLIC_ORIGIN: ORIGIN,
  // Behind one balancer (deploy/haproxy.cfg).
  TRUST_PROXY: '1',
};

const UNSAFE: Record<string, { env: Record<string, string>; names: RegExp }> = {
  sandbox: { env: { SANDBOX: '1' }, names: /SANDBOX=1/ },
  'development token secret': { env: { TOKEN_SECRET: '' }, names: /TOKEN_SECRET/ },
  'development signing key': { env: { API_SIGNING_KEY: '' }, names: /API_SIGNING_KEY/ },
};

const DEPLOY_ENVS = ['production', 'prod', 'Production', 'staging', 'LOCAL', 'test ', 'development'];
const OPEN_HOSTS = ['0.0.0.0', '::', '10.0.0.5', 'api.internal'];
const LOOPBACK_HOSTS = ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'];

describe('the API refuses to start unsafe', () => {
  for (const [what, { env, names }] of Object.entries(UNSAFE)) {
    for (const deployEnv of DEPLOY_ENVS) {
      it(`${what} with DEPLOY_ENV=${JSON.stringify(deployEnv)}: refused, naming DEPLOY_ENV and the setting`, () => {
        const start = () => loadConfig({ ...SAFE, ...env, DEPLOY_ENV: deployEnv });
        expect(start).toThrow(/Refusing to start: DEPLOY_ENV=/);
        expect(start).toThrow(names);
      });
    }
    for (const deployEnv of ['local', 'test']) {
      for (const host of OPEN_HOSTS) {
        it(`${what} with DEPLOY_ENV=${deployEnv} on HOST=${host}: refused, naming HOST`, () => {
          const start = () => loadConfig({ ...SAFE, ...env, DEPLOY_ENV: deployEnv, HOST: host });
          expect(start).toThrow(new RegExp(`HOST=${host.replace(/\./g, '\\.')} is not a loopback address`));
          expect(start).toThrow(names);
        });
      }
      for (const host of LOOPBACK_HOSTS) {
        it(`${what} with DEPLOY_ENV=${deployEnv} on HOST=${host}: starts`, () => {
          expect(() => loadConfig({ ...SAFE, ...env, DEPLOY_ENV: deployEnv, HOST: host })).not.toThrow();
        });
      }
    }
  }

  it('the defaults of npm start and the tests start: local, loopback, sandbox, development secrets', () => {
    expect(loadConfig({ DEPLOY_ENV: 'local' })).toMatchObject({ deployEnv: 'local', host: '127.0.0.1', sandbox: true });
    expect(loadConfig({ DEPLOY_ENV: 'test' }).sandbox).toBe(true);
  });

  it('refuses to start without DEPLOY_ENV, naming it and its values', () => {
    for (const env of [{}, { DEPLOY_ENV: '' }, { ...SAFE, API_PUBLIC_ORIGIN: ORIGIN }]) {
      expect(() => loadConfig(env)).toThrow(/Invalid API configuration: DEPLOY_ENV: required: production .*local or test/);
    }
  });

  it('SANDBOX unset is on only in a development deployment', () => {
    for (const deployEnv of DEPLOY_ENVS) expect(loadConfig({ ...SAFE, SANDBOX: '', DEPLOY_ENV: deployEnv }).sandbox).toBe(false);
    expect(loadConfig({ SANDBOX: '', DEPLOY_ENV: 'local' }).sandbox).toBe(true);
    expect(() => loadConfig({ SANDBOX: '', DEPLOY_ENV: 'local', HOST: '0.0.0.0' })).toThrow(/SANDBOX=1/);
  });

  it('the emulator host alone (sandbox off) is refused anywhere', () => {
    expect(() => loadConfig({ ...SAFE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', DEPLOY_ENV: 'local' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('a real deployment with its own settings starts on any address', () => {
    for (const host of [...OPEN_HOSTS, ...LOOPBACK_HOSTS]) {
      const config = loadConfig({ ...SAFE, DEPLOY_ENV: 'production', HOST: host });
      expect(config).toMatchObject({ sandbox: false, tokenSecret: SECRET, providers: { firebase: { projectId: 'demo-starlit' } } });
      expect(config.providers.firebase.emulatorHost).toBeUndefined();
    }
  });

  it('a real deployment needs API_PUBLIC_ORIGIN, so the Host header never decides upload URLs', () => {
    expect(() => loadConfig({ ...SAFE, API_PUBLIC_ORIGIN: '', DEPLOY_ENV: 'production', HOST: '0.0.0.0' })).toThrow(
      /DEPLOY_ENV=production needs API_PUBLIC_ORIGIN/,
    );
  });

  it('a real deployment on an open address refuses TRUST_PROXY=0 unless told no proxy is in front', () => {
    for (const host of OPEN_HOSTS) {
      expect(() => loadConfig({ ...SAFE, TRUST_PROXY: '0', DEPLOY_ENV: 'production', HOST: host })).toThrow(
        new RegExp(`HOST=${host.replace(/\./g, '\\.')} with TRUST_PROXY=0 .*Set TRUST_PROXY.*or ALLOW_NO_PROXY=1`),
      );
      expect(loadConfig({ ...SAFE, TRUST_PROXY: '0', ALLOW_NO_PROXY: '1', DEPLOY_ENV: 'production', HOST: host })).toMatchObject({
        trustProxy: 0,
      });
    }
    // Loopback is exempt: only this machine reaches it, and a proxy there sets TRUST_PROXY itself.
    expect(loadConfig({ ...SAFE, TRUST_PROXY: '0', DEPLOY_ENV: 'production', HOST: '127.0.0.1' })).toMatchObject({ trustProxy: 0 });
  });

  it('knows loopback addresses', () => {
    for (const host of LOOPBACK_HOSTS) expect(isLoopbackHost(host)).toBe(true);
    for (const host of [...OPEN_HOSTS, '128.0.0.1', 'localhost.evil.example', '']) expect(isLoopbackHost(host)).toBe(false);
  });
});
