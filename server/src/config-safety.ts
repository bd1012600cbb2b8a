import { isIP } from 'node:net';
import { StartupError } from './startup-error';

/** Published in the repository: anyone can sign a token or a request with them. */
export const DEV_TOKEN_SECRET = 'starlit-dev-token-secret-change-me-in-production';
export const DEV_API_SIGNING_KEY = 'starlit-dev-signing-key';

/** The only deployments that may run development settings: `npm start` and the tests. */
export const DEVELOPMENT_DEPLOY_ENVS = ['local', 'test'] as const;

/** What the check reads; a subset of `Config`, so it can be tested on its own. */
export interface SafetyInputs {
  deployEnv: string;
  host: string;
  sandbox: boolean;
  tokenSecret: string;
  apiSigningKey: string;
  providers: { firebase: { emulatorHost?: string } };
  media: { publicOrigin: string | undefined };
  trustProxy: number;
  allowNoProxy: boolean;
}

/** Whether `host` only ever accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare.startsWith('::ffff:127.');
}

/** Exact values only: `prod`, `Production`, `staging` or a typo all count as a real deployment. */
export const isDevelopmentDeployment = (deployEnv: string) => (DEVELOPMENT_DEPLOY_ENVS as readonly string[]).includes(deployEnv);

/**
 * Fails closed: the sandbox, the Firebase emulator (which accepts unsigned ID tokens) and the
 * published secrets run only in a development deployment listening on loopback. Every refusal
 * names the setting to change.
 */
export function assertSafeForDeployment(config: SafetyInputs): void {
  const development = isDevelopmentDeployment(config.deployEnv);
  const loopback = isLoopbackHost(config.host);
  const unsafe = [
    config.sandbox && 'SANDBOX=1 (offline stand-ins; set SANDBOX=0)',
    config.providers.firebase.emulatorHost && 'the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, implied by SANDBOX=1)',
    config.tokenSecret === DEV_TOKEN_SECRET && 'the published development TOKEN_SECRET (set TOKEN_SECRET)',
    config.apiSigningKey === DEV_API_SIGNING_KEY && 'the published development API_SIGNING_KEY (set API_SIGNING_KEY)',
  ].filter((item): item is string => typeof item === 'string');
  if (unsafe.length > 0 && !(development && loopback)) {
    const where = development
      ? `HOST=${config.host} is not a loopback address`
      : `DEPLOY_ENV=${config.deployEnv || '(empty)'} is not one of ${DEVELOPMENT_DEPLOY_ENVS.join(', ')}`;
    throw new StartupError(`Refusing to start: ${where}, yet it would run with ${unsafe.join('; ')}.`);
  }
  // Behind a balancer every connection comes from the balancer: without TRUST_PROXY all users
  // would share its one per-address rate limit bucket (and exhaust it together).
  if (!development && !loopback && config.trustProxy === 0 && !config.allowNoProxy) {
    throw new StartupError(
      `Refusing to start: HOST=${config.host} with TRUST_PROXY=0 would count everyone behind a load balancer as ` +
        'one address. Set TRUST_PROXY to the number of proxies in front (1 behind deploy/haproxy.cfg), ' +
        'or ALLOW_NO_PROXY=1 when clients connect to the API directly.',
    );
  }
  if (!development && !config.media.publicOrigin) {
    throw new StartupError(
      `Refusing to start: DEPLOY_ENV=${config.deployEnv} needs API_PUBLIC_ORIGIN (the API's public origin), ` +
        "so that upload URLs never come from a request's Host header.",
    );
  }
}
