import { AuthErrorCode, type DeviceInfo } from '@/contracts/auth';
import type { SignInTokens } from '@/contracts/connect';
import {
  DEVICE_LINK_CODE_ATTEMPTS,
  DEVICE_LINK_POLL_SECONDS,
  type CreatedDeviceLink,
  type DeviceLinkState,
  type ScannedDeviceLink,
} from '@/contracts/device-links';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/open';
import { deviceLinks, sessions, type DeviceLink } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { recordDevice } from '../auth/devices';
import type { Caller } from '../auth/rate-limit';
import { hashSecret, insertSession, newSecret, sessionTokens } from '../auth/sessions';
import type { ModuleContext } from '../module';
import { observedRequester } from './observed';

/** The code is hashed with its link, so equal codes of two links never share a hash. */
const codeHash = (linkId: string, code: string) => hashSecret(`${linkId}:${code}`);

/** The web page a signed-in user reaches by scanning the code; the id alone grants nothing. */
export const qrValue = (webOrigin: string | undefined, linkId: string) => `${webOrigin ?? ''}/device-link/${linkId}`;

export function linkState(link: DeviceLink, now: Date): DeviceLinkState {
  const left = Math.max(0, Math.ceil((link.expiresAt.getTime() - now.getTime()) / 1000));
  const open = link.status !== 'denied' && link.exchangedAt === null;
  return { status: open && left === 0 ? 'expired' : link.status, expires_in: left };
}

export async function createLink(
  context: ModuleContext,
  caller: Caller,
  device: DeviceInfo,
  userAgent: string | undefined,
): Promise<CreatedDeviceLink> {
  const now = context.clock();
  const id = randomUUID();
  const secret = newSecret();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ttlSeconds = context.config.deviceLinkTtlSeconds;
  await context.database.db.insert(deviceLinks).values({
    id,
    secretHash: hashSecret(secret),
    status: 'pending',
    deviceId: caller.deviceId,
    deviceType: device.device_type,
    os: device.os,
    deviceName: device.device_name,
    requestIp: caller.ip,
    requestUserAgent: userAgent?.slice(0, 512) ?? null,
    codeHash: codeHash(id, code),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
  });
  return {
    link_id: id,
    qr_value: qrValue(context.config.webOrigins[0], id),
    secret,
    code,
    expires_in: ttlSeconds,
    poll_interval: DEVICE_LINK_POLL_SECONDS,
  };
}

const notFound = () => new ApiError(404, AuthErrorCode.DEVICE_LINK_NOT_FOUND, 'This sign-in link does not exist.');

/** The link the requesting browser follows; another browser's secret finds nothing. */
export async function linkForSecret(context: ModuleContext, linkId: string, secret: string): Promise<DeviceLink> {
  const [link] = await context.database.db
    .select()
    .from(deviceLinks)
    .where(and(eq(deviceLinks.id, linkId), eq(deviceLinks.secretHash, hashSecret(secret))));
  if (!link) throw notFound();
  return link;
}

/** Why a step on this link is refused, judged after a conditional update matched nothing. */
async function refusal(context: ModuleContext, linkId: string, now: Date): Promise<ApiError> {
  const [link] = await context.database.db.select().from(deviceLinks).where(eq(deviceLinks.id, linkId));
  if (!link) return notFound();
  const { status } = linkState(link, now);
  if (status === 'expired') return new ApiError(410, AuthErrorCode.DEVICE_LINK_EXPIRED, 'This sign-in link has expired.');
  if (status === 'denied') return new ApiError(403, AuthErrorCode.DEVICE_LINK_DENIED, 'This sign-in was denied.');
  return new ApiError(409, AuthErrorCode.DEVICE_LINK_CONFLICT, `This sign-in link cannot take that step now (${status}).`);
}

/** The signed-in user opens the link: it is theirs to decide from now on. */
export async function scanLink(context: ModuleContext, linkId: string, userId: string): Promise<ScannedDeviceLink> {
  const now = context.clock();
  const [link] = await context.database.db
    .update(deviceLinks)
    .set({ status: 'scanned', scannedBy: userId })
    .where(
      and(
        eq(deviceLinks.id, linkId),
        gt(deviceLinks.expiresAt, now),
        // A second scan by the same user (a reload) is fine; another user's is not.
        or(eq(deviceLinks.status, 'pending'), and(eq(deviceLinks.status, 'scanned'), eq(deviceLinks.scannedBy, userId))),
      ),
    )
    .returning();
  if (!link) throw await refusal(context, linkId, now);
  return {
    link_id: link.id,
    device_name: link.deviceName,
    device_type: link.deviceType,
    os: link.os,
    ...linkState(link, now),
    observed: observedRequester(link, now),
  };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The approver must type the code on the requesting screen: a link sent from elsewhere (the
 * attacker's screen is not in front of the victim) cannot be approved by mistake. Each wrong
 * code counts; the last allowed one denies the link.
 */
async function checkCode(context: ModuleContext, linkId: string, userId: string, code: string, now: Date): Promise<void> {
  const [link] = await context.database.db.select().from(deviceLinks).where(eq(deviceLinks.id, linkId));
  if (!link || link.status !== 'scanned' || link.scannedBy !== userId || link.expiresAt <= now) {
    throw await refusal(context, linkId, now);
  }
  if (link.codeHash && sameHash(link.codeHash, codeHash(linkId, code))) return;
  const [counted] = await context.database.db
    .update(deviceLinks)
    .set({
      codeAttempts: sql`${deviceLinks.codeAttempts} + 1`,
      status: sql`case when ${deviceLinks.codeAttempts} + 1 >= ${DEVICE_LINK_CODE_ATTEMPTS} then 'denied' else ${deviceLinks.status} end`,
    })
    .where(and(eq(deviceLinks.id, linkId), eq(deviceLinks.status, 'scanned')))
    .returning();
  const left = Math.max(0, DEVICE_LINK_CODE_ATTEMPTS - (counted?.codeAttempts ?? DEVICE_LINK_CODE_ATTEMPTS));
  if (left === 0) throw await refusal(context, linkId, now);
  throw new ApiError(403, AuthErrorCode.DEVICE_LINK_CODE_INVALID, 'That is not the code on the other screen.', {
    attempts_left: left,
  });
}

/** Who decides a link: the signed-in user and the sign-in (session) they decide from. */
export interface Approver {
  userId: string;
  sessionId: string;
}

/**
 * Approve (with the requesting screen's code) or deny: only the user who scanned the link, only
 * before it expires. An approval records the approving sign-in's family and absolute end.
 */
export async function decideLink(
  context: ModuleContext,
  linkId: string,
  approver: Approver,
  decision: { verdict: 'approved'; code: string } | { verdict: 'denied' },
): Promise<DeviceLinkState> {
  const { userId } = approver;
  const now = context.clock();
  const { db } = context.database;
  let approval: Partial<DeviceLink> = {};
  if (decision.verdict === 'approved') {
    await checkCode(context, linkId, userId, decision.code, now);
    const [signIn] = await db
      .select({ familyId: sessions.familyId, endsAt: sessions.familyExpiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, approver.sessionId), eq(sessions.userId, userId)));
    if (!signIn) throw new ApiError(410, AuthErrorCode.DEVICE_LINK_EXPIRED, 'The sign-in approving this link has ended.');
    approval = { approvedBy: userId, approverFamilyId: signIn.familyId, approverExpiresAt: signIn.endsAt };
  }
  const [link] = await db
    .update(deviceLinks)
    .set({ status: decision.verdict, ...approval })
    .where(
      and(eq(deviceLinks.id, linkId), eq(deviceLinks.status, 'scanned'), eq(deviceLinks.scannedBy, userId), gt(deviceLinks.expiresAt, now)),
    )
    .returning();
  if (!link) throw await refusal(context, linkId, now);
  return linkState(link, now);
}

/**
 * When the approving sign-in ends: a QR approval must not extend a sign-in (a stolen one about to
 * end could otherwise renew itself forever). The approval recorded that sign-in's absolute end;
 * once it has been signed out (no live session left in its family) the approval no longer holds.
 */
async function approverSignInEnd(tx: Db, link: DeviceLink, now: Date): Promise<Date> {
  const ended = () => new ApiError(410, AuthErrorCode.DEVICE_LINK_EXPIRED, 'The sign-in that approved this link has ended.');
  // Approved before the approving sign-in was recorded: nothing bounds it, so it does not hold.
  if (!link.approverFamilyId || !link.approverExpiresAt || link.approverExpiresAt <= now) throw ended();
  const [live] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, link.approverFamilyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!live) throw ended();
  return link.approverExpiresAt;
}

/**
 * The requesting browser trades its approved link, once, for a sign-in of the approving user, an
 * account that already existed (`created: false`), ending no later than the approver's own.
 */
export async function exchangeLink(context: ModuleContext, linkId: string, secret: string, ip: string): Promise<SignInTokens> {
  const { config, database } = context;
  const now = context.clock();
  const issued = await database.db.transaction(async (tx) => {
    const [link] = await tx
      .update(deviceLinks)
      .set({ exchangedAt: now })
      .where(
        and(
          eq(deviceLinks.id, linkId),
          eq(deviceLinks.secretHash, hashSecret(secret)),
          eq(deviceLinks.status, 'approved'),
          isNull(deviceLinks.exchangedAt),
          gt(deviceLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link?.approvedBy) return undefined;
    const device = { device_id: link.deviceId, device_type: link.deviceType, os: link.os, device_name: link.deviceName };
    await recordDevice(tx, device, ip, now);
    const endsBy = await approverSignInEnd(tx, link, now);
    return insertSession(tx, config, { userId: link.approvedBy, deviceId: link.deviceId, endsBy, now });
  });
  if (issued) return { ...(await sessionTokens(config, issued, now)), created: false };
  // A wrong secret learns nothing about the link; the holder of the right one learns why.
  await linkForSecret(context, linkId, secret);
  throw await refusal(context, linkId, now);
}
