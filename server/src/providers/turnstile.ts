import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ProviderConfig } from './config';

export interface TurnstileOutcome {
  success: boolean;
  /** Cloudflare's codes: `missing-input-secret`, `invalid-input-response`, `timeout-or-duplicate`, `internal-error`, … */
  errorCodes: string[];
}

export interface TurnstileVerifier {
  verify(token: string, remoteIp?: string): Promise<TurnstileOutcome>;
}

/** https://developers.cloudflare.com/turnstile/troubleshooting/testing/ */
export const TURNSTILE_TEST_KEYS = {
  passSiteKey: '1x00000000000000000000AA',
  blockSiteKey: '2x00000000000000000000AB',
  passSecret: '1x0000000000000000000000000000000AA',
  failSecret: '2x0000000000000000000000000000000AA',
  spentSecret: '3x0000000000000000000000000000000AA',
} as const;

/** Site keys whose widget never produces a passing token (visible and invisible variants). */
const BLOCKING_SITE_KEYS = new Set<string>([TURNSTILE_TEST_KEYS.blockSiteKey, '2x00000000000000000000BB']);

export const TURNSTILE_TOKEN_LIFE_MS = 300_000;
export const TURNSTILE_TIMEOUT_MS = 10_000;
/** Cloudflare refuses longer responses without asking anyone. */
const MAX_TOKEN_LENGTH = 2048;
/** The sandbox mint is unauthenticated: a bound keeps a busy page from growing memory forever. */
const MAX_SANDBOX_TOKENS = 10_000;

const fail = (...errorCodes: string[]): TurnstileOutcome => ({ success: false, errorCodes });
const PASS: TurnstileOutcome = { success: true, errorCodes: [] };

interface IssuedToken {
  siteKey: string;
  expiresAt: number;
  spent: boolean;
}

/**
 * Tokens the sandbox widget obtained from `/sandbox/turnstile/token`, so that the sandbox
 * verifier can hold them to Turnstile's rules: single use, five minutes. The sandbox routes and
 * every sandbox verifier of the process share `sandboxTurnstileTokens`; tests make their own
 * with a clock they control.
 */
export class SandboxTurnstileTokens {
  private readonly issued = new Map<string, IssuedToken>();

  constructor(private readonly now: () => number = Date.now) {}

  mint(siteKey: string): string {
    this.prune();
    const token = `sandbox.${randomBytes(48).toString('base64url')}`;
    this.issued.set(token, { siteKey, expiresAt: this.now() + TURNSTILE_TOKEN_LIFE_MS, spent: false });
    return token;
  }

  /** Spends the token; a second redemption, or one after its life, is a duplicate. */
  redeem(token: string): TurnstileOutcome {
    const issued = this.issued.get(token);
    if (!issued) return fail('invalid-input-response');
    if (issued.spent || issued.expiresAt <= this.now()) return fail('timeout-or-duplicate');
    issued.spent = true;
    return BLOCKING_SITE_KEYS.has(issued.siteKey) ? fail('invalid-input-response') : PASS;
  }

  /** Spent and expired tokens stay known for one more life, so replays still read as duplicates. */
  private prune(): void {
    const horizon = this.now() - TURNSTILE_TOKEN_LIFE_MS;
    for (const [token, issued] of this.issued) {
      if (issued.expiresAt <= horizon) this.issued.delete(token);
    }
    const excess = this.issued.size - MAX_SANDBOX_TOKENS + 1;
    // Maps iterate in insertion order, so these are the oldest.
    for (const token of [...this.issued.keys()].slice(0, Math.max(0, excess))) this.issued.delete(token);
  }
}

export const sandboxTurnstileTokens = new SandboxTurnstileTokens();

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
});

export interface TurnstileVerifierOptions {
  sandbox: boolean;
  fetchImpl?: typeof fetch;
  /** Sandbox only: where minted tokens are looked up; the process-wide registry by default. */
  tokens?: SandboxTurnstileTokens;
}

function sandboxVerify(secret: string, token: string, tokens: SandboxTurnstileTokens): TurnstileOutcome {
  switch (secret) {
    case TURNSTILE_TEST_KEYS.failSecret:
      return fail('invalid-input-response');
    case TURNSTILE_TEST_KEYS.spentSecret:
      return fail('timeout-or-duplicate');
    case TURNSTILE_TEST_KEYS.passSecret:
      return tokens.redeem(token);
    default:
      // Only Cloudflare's test secrets mean anything offline.
      return fail('invalid-input-secret');
  }
}

/**
 * `errorCodes` with `missing-input-secret` means no secret is configured: the caller answers
 * 503. `internal-error` means siteverify could not be reached or answered nonsense.
 */
export function createTurnstileVerifier(cfg: ProviderConfig['turnstile'], options: TurnstileVerifierOptions): TurnstileVerifier {
  const { secret, siteverifyUrl } = cfg;
  const fetchImpl = options.fetchImpl ?? fetch;
  const tokens = options.tokens ?? sandboxTurnstileTokens;

  return {
    async verify(token, remoteIp) {
      if (!secret) return fail('missing-input-secret');
      if (token === '') return fail('missing-input-response');
      if (token.length > MAX_TOKEN_LENGTH) return fail('invalid-input-response');
      if (options.sandbox) return sandboxVerify(secret, token, tokens);

      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetchImpl(siteverifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(TURNSTILE_TIMEOUT_MS),
        });
        const parsed = siteverifyAnswer.safeParse(await response.json());
        if (!parsed.success) return fail('internal-error');
        return { success: parsed.data.success, errorCodes: parsed.data['error-codes'] };
      } catch {
        return fail('internal-error');
      }
    },
  };
}
