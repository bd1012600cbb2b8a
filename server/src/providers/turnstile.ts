import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open';
import { standinTokens } from '../db/schema';
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
const fail = (...errorCodes: string[]): TurnstileOutcome => ({ success: false, errorCodes });
const PASS: TurnstileOutcome = { success: true, errorCodes: [] };

/**
 * Tokens the sandbox widget obtained from `/sandbox/turnstile/token`, so that the sandbox
 * verifier can hold them to Turnstile's rules: single use, five minutes. They live in the
 * database, so a token minted by one API instance verifies on any other behind the balancer;
 * tests pass a clock they control.
 */
export class SandboxTurnstileTokens {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async mint(siteKey: string): Promise<string> {
    const token = `sandbox.${randomBytes(48).toString('base64url')}`;
    const now = this.now();
    await this.db.insert(standinTokens).values({
      token,
      kind: 'turnstile',
      data: { siteKey },
      expiresAt: new Date(now + TURNSTILE_TOKEN_LIFE_MS),
      createdAt: new Date(now),
    });
    return token;
  }

  /**
   * Spends the token in one statement, so two instances redeeming it at once cannot both pass;
   * a second redemption, or one after its life, is a duplicate. The cleanup job keeps spent and
   * expired tokens for one more life, so replays still read as duplicates.
   */
  async redeem(token: string): Promise<TurnstileOutcome> {
    const now = new Date(this.now());
    const ours = and(eq(standinTokens.token, token), eq(standinTokens.kind, 'turnstile'));
    const [spent] = await this.db
      .update(standinTokens)
      .set({ usedAt: now })
      .where(and(ours, isNull(standinTokens.usedAt), gt(standinTokens.expiresAt, now)))
      .returning({ data: standinTokens.data });
    if (spent) return BLOCKING_SITE_KEYS.has(spent.data.siteKey ?? '') ? fail('invalid-input-response') : PASS;
    const [known] = await this.db.select({ token: standinTokens.token }).from(standinTokens).where(ours);
    return fail(known ? 'timeout-or-duplicate' : 'invalid-input-response');
  }
}

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).default([]),
});

/** Live: siteverify over `fetchImpl`. Sandbox: Cloudflare's test secrets, and minted tokens looked up in `tokens`. */
export type TurnstileVerifierOptions = { sandbox: false; fetchImpl?: typeof fetch } | { sandbox: true; tokens: SandboxTurnstileTokens };

async function sandboxVerify(secret: string, token: string, tokens: SandboxTurnstileTokens): Promise<TurnstileOutcome> {
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

  return {
    async verify(token, remoteIp) {
      if (!secret) return fail('missing-input-secret');
      if (token === '') return fail('missing-input-response');
      if (token.length > MAX_TOKEN_LENGTH) return fail('invalid-input-response');
      if (options.sandbox) return sandboxVerify(secret, token, options.tokens);
      const fetchImpl = options.fetchImpl ?? fetch;

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
