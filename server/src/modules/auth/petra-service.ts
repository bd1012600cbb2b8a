import { AuthErrorCode, type DeviceInfo } from '@/contracts/auth';
import type { PetraSignIn } from '@/contracts/connect';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { walletNonces } from '../../db/schema';
import { spendSingleUse } from '../../db/single-use';
import { ApiError } from '../../http/errors';
import { normalizeAptosAddress, petraMessage, verifyPetraSignIn } from '../../providers/petra';
import type { ModuleContext } from '../module';
import { callerOf, limitCaller, signInGate, type SignInInput } from './gate';
import { signIn } from './sign-in';

export const PETRA_NONCE_TTL_SECONDS = 300;

const REFUSALS = {
  BAD_SIGNATURE: 'The wallet signature does not match.',
  ADDRESS_MISMATCH: 'The address does not belong to this public key.',
  NONCE_MISSING: 'The signed message does not contain the issued nonce.',
  APPLICATION_MISSING: 'The signed message was not made for this site.',
  MALFORMED: 'The wallet answer is malformed.',
} as const;

/** A nonce for this device and the message the wallet is to sign with it. */
export async function issuePetraChallenge(context: ModuleContext, { body, headers, request }: SignInInput<DeviceInfo>) {
  const { database, clock, config } = context;
  const caller = callerOf(request, headers['device-id'], body.device_id);
  await limitCaller(context, 'connect', caller);
  const now = clock();
  const nonce = randomBytes(24).toString('base64url');
  await database.db.insert(walletNonces).values({
    nonce,
    deviceId: caller.deviceId,
    expiresAt: new Date(now.getTime() + PETRA_NONCE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  const message = petraMessage(nonce, config.providers.petra.application);
  return { nonce, message, expires_in: PETRA_NONCE_TTL_SECONDS };
}

/** Signs in the wallet whose signature over an issued nonce checks out. */
export async function petraSignIn(context: ModuleContext, { body, headers, request }: SignInInput<PetraSignIn>) {
  const { database, clock, config } = context;
  const caller = await signInGate(context, request, headers, body.device_id);
  // Spent on any attempt, good or bad: a nonce gives one try at a signature.
  const match = and(eq(walletNonces.nonce, body.nonce), eq(walletNonces.deviceId, caller.deviceId));
  if (!(await spendSingleUse(database.db, walletNonces, match, clock()))) {
    throw new ApiError(401, AuthErrorCode.NONCE_INVALID, 'The sign-in nonce is unknown, used or expired. Start again.');
  }
  const result = verifyPetraSignIn({
    address: body.address,
    publicKey: body.public_key,
    fullMessage: body.full_message,
    signature: body.signature,
    nonce: body.nonce,
    application: config.providers.petra.application,
  });
  const address = normalizeAptosAddress(body.address);
  if (!result.ok || !address) throw new ApiError(401, AuthErrorCode.INVALID_CREDENTIALS, REFUSALS[result.ok ? 'MALFORMED' : result.reason]);
  const identity = {
    provider: 'petra',
    subject: address,
    // A wallet proves a key, never an email (specification §4: the web keeps tokens without a user).
    email: null,
    emailVerified: false,
    displayName: `Wallet ${address.slice(2, 8)}`,
    avatarUrl: null,
  } as const;
  return signIn(context, identity, body, caller.ip);
}
