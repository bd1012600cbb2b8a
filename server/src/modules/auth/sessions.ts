import { AuthErrorCode, type DeviceInfo, type SessionTokens } from '@/contracts/auth';
import { and, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { sessions } from '../../db/schema';
import { signAccessToken } from '../../http/access-token';
import { ApiError } from '../../http/errors';
import { recordDevice } from './devices';

/** A refresh token is 256 random bits; the database keeps only this digest of it. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export interface IssuedSession {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

type TokenSettings = Pick<Config, 'tokenSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'sessionMaxLifetimeSeconds'>;

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * Adds a refresh-token row; without `family` it starts a new sign-in, whose absolute end is
 * fixed now, never past `endsBy` when given. Run inside the caller's transaction.
 */
export async function insertSession(
  tx: Db,
  settings: TokenSettings,
  input: { userId: string; deviceId: string; family?: { id: string; expiresAt: Date }; endsBy?: Date; now: Date },
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const refreshToken = newSecret();
  const end = input.family?.expiresAt ?? after(input.now, settings.sessionMaxLifetimeSeconds);
  const familyExpiresAt = input.endsBy && input.endsBy < end ? input.endsBy : end;
  const renewed = after(input.now, settings.refreshTokenTtlSeconds);
  await tx.insert(sessions).values({
    id: sessionId,
    userId: input.userId,
    familyId: input.family?.id ?? sessionId,
    deviceId: input.deviceId,
    refreshTokenHash: hashSecret(refreshToken),
    expiresAt: renewed < familyExpiresAt ? renewed : familyExpiresAt,
    familyExpiresAt,
    createdAt: input.now,
  });
  return { userId: input.userId, sessionId, refreshToken };
}

/** The answer of every sign-in and refresh. Signed after the transaction has committed. */
export async function sessionTokens(settings: TokenSettings, issued: IssuedSession, now: Date): Promise<SessionTokens> {
  const accessToken = await signAccessToken(settings.tokenSecret, issued, now, settings.accessTokenTtlSeconds);
  return { access_token: accessToken, refresh_token: issued.refreshToken, expires_in: settings.accessTokenTtlSeconds };
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

const refused = (message: string) => new ApiError(401, AuthErrorCode.REFRESH_TOKEN_INVALID, message);

type Rotation = { ok: true; issued: IssuedSession } | { ok: false; message: string };

/**
 * Spends a refresh token for a new one in the same sign-in. A token that was already spent means
 * it leaked (or a client raced itself): the whole sign-in is revoked, and that revocation must
 * commit, so failures are returned from the transaction rather than thrown inside it.
 */
export async function rotateRefreshToken(
  db: Db,
  settings: TokenSettings,
  input: { refreshToken: string; device: DeviceInfo; ip: string; now: Date },
): Promise<SessionTokens> {
  const { now } = input;
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, hashSecret(input.refreshToken)))
      .for('update');
    if (!row || row.revokedAt) return { ok: false, message: 'This refresh token is not valid.' };
    if (row.replacedBy) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, message: 'This refresh token was already used; the sign-in has been ended.' };
    }
    if (row.expiresAt <= now) return { ok: false, message: 'This refresh token has expired.' };
    if (row.deviceId !== input.device.device_id) {
      return { ok: false, message: 'This refresh token belongs to another device.' };
    }
    await recordDevice(tx, input.device, input.ip, now);
    const family = { id: row.familyId, expiresAt: row.familyExpiresAt };
    const issued = await insertSession(tx, settings, { userId: row.userId, deviceId: row.deviceId, family, now });
    await tx.update(sessions).set({ replacedBy: issued.sessionId }).where(eq(sessions.id, row.id));
    return { ok: true, issued };
  });
  if (!rotation.ok) throw refused(rotation.message);
  return sessionTokens(settings, rotation.issued, now);
}
