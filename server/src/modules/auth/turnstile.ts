import { AuthErrorCode } from '@/contracts/auth';
import { ErrorCode } from '@/contracts/envelope';
import type { TurnstileChallenge } from '@/contracts/session';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { botChallenges } from '../../db/schema';
import { spendSingleUse } from '../../db/single-use';
import { ApiError } from '../../http/errors';
import type { ModuleContext } from '../module';
import { isKnownDevice } from './devices';
import { countHit, type Caller } from './rate-limit';

export const CHALLENGE_TTL_SECONDS = 300;
/** `risk` mode looks at sign-in attempts over this window. */
const RISK_WINDOW_SECONDS = 600;

const unavailable = () =>
  new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The bot challenge is not available right now. Try again later.');

/** A challenge for this device: single use, 5 minutes. */
export async function issueChallenge(context: ModuleContext, deviceId: string): Promise<TurnstileChallenge> {
  const siteKey = context.config.providers.turnstile.siteKey;
  if (!siteKey) throw unavailable();
  const now = context.clock();
  const id = randomUUID();
  await context.database.db.insert(botChallenges).values({
    id,
    deviceId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { site_key: siteKey, challenge_id: id };
}

/** What the challenge guards; each counts its own attempts for `risk` mode. */
export type ChallengePurpose = 'sign-in' | 'contact';

const ACTIONS: Record<ChallengePurpose, string> = { 'sign-in': 'sign in', contact: 'send your message' };

/** `risk`: a device we have never signed in, after several attempts from it or its address. */
async function challengeNeeded(context: ModuleContext, caller: Caller, purpose: ChallengePurpose): Promise<boolean> {
  const { config, database, clock } = context;
  if (config.turnstileMode !== 'risk') return config.turnstileMode === 'always';
  const now = clock();
  const byDevice = await countHit(database.db, `${purpose}:device:${caller.deviceId}`, RISK_WINDOW_SECONDS, now);
  const byAddress = await countHit(database.db, `${purpose}:ip:${caller.ip}`, RISK_WINDOW_SECONDS, now);
  if (Math.max(byDevice, byAddress) <= config.turnstileRiskAttempts) return false;
  return !(await isKnownDevice(database.db, caller.deviceId));
}

export interface ChallengeAnswer {
  token: string | undefined;
  challengeId: string | undefined;
}

const required = (message: string, details?: unknown) => new ApiError(406, AuthErrorCode.TURNSTILE_REQUIRED, message, details);

/**
 * 406 `TURNSTILE_REQUIRED` unless the policy waives the challenge or the caller solved one we
 * issued to this device. The challenge is spent before the token goes to Cloudflare, so a
 * replay fails even while the first verification is in flight.
 */
export async function passChallenge(
  context: ModuleContext,
  caller: Caller,
  answer: ChallengeAnswer,
  purpose: ChallengePurpose = 'sign-in',
): Promise<void> {
  if (!(await challengeNeeded(context, caller, purpose))) return;
  if (!answer.token || !answer.challengeId) throw required(`Complete the bot challenge to ${ACTIONS[purpose]}.`);
  const match = and(eq(botChallenges.id, answer.challengeId), eq(botChallenges.deviceId, caller.deviceId));
  const spent = await spendSingleUse(context.database.db, botChallenges, match, context.clock());
  if (!spent) throw required('The bot challenge is unknown, used or expired. Start a new one.');
  const outcome = await context.adapters.turnstile.verify(answer.token, caller.ip);
  if (outcome.success) return;
  if (outcome.errorCodes.some((code) => code === 'missing-input-secret' || code === 'internal-error')) throw unavailable();
  throw required('The bot challenge was not passed. Try again.', { error_codes: outcome.errorCodes });
}
