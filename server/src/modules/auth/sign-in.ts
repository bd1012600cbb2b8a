import { AuthErrorCode, type DeviceInfo, type SignInProvider } from '@/contracts/auth';
import { providerDisplayName } from '@/contracts/display-name';
import type { SignInTokens } from '@/contracts/connect';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { identities, identityUnlinks, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ModuleContext } from '../module';
import { recordDevice } from './devices';
import { insertSession, sessionTokens } from './sessions';

/** What a provider proved about the person signing in. */
export interface ProvedIdentity {
  provider: SignInProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string;
  avatarUrl: string | null;
  /**
   * Providers whose identities with the same subject are the same person. Firebase gives one uid
   * to an account however it signs in, so its four providers vouch for each other.
   */
  sameSubjectProviders?: readonly SignInProvider[];
}

/** The user of an identity, creating user and identity on first sign-in (`created`). */
export async function findOrCreateUser(tx: Db, identity: ProvedIdentity): Promise<{ userId: string; created: boolean }> {
  const providers = identity.sameSubjectProviders ?? [identity.provider];
  const known = await tx
    .select({ userId: identities.userId, provider: identities.provider })
    .from(identities)
    .where(and(eq(identities.subject, identity.subject), inArray(identities.provider, [...providers])));
  const exact = known.find((row) => row.provider === identity.provider);
  if (exact) return { userId: exact.userId, created: false };
  const sibling = known[0];
  if (sibling) {
    const [unlinked] = await tx
      .select({ userId: identityUnlinks.userId })
      .from(identityUnlinks)
      .where(and(eq(identityUnlinks.provider, identity.provider), eq(identityUnlinks.subject, identity.subject)));
    if (unlinked?.userId === sibling.userId) {
      throw new ApiError(
        403,
        AuthErrorCode.IDENTITY_UNLINKED,
        'This sign-in method was removed from its account. Sign in another way and link it again in settings.',
      );
    }
    await tx.insert(identities).values({ userId: sibling.userId, provider: identity.provider, subject: identity.subject });
    return { userId: sibling.userId, created: false };
  }
  const [user] = await tx
    .insert(users)
    .values({
      email: identity.email,
      emailVerified: identity.email !== null && identity.emailVerified,
      // Providers let people write anything; here it meets the rules of a typed name.
      displayName: providerDisplayName(identity.displayName),
      avatarUrl: identity.avatarUrl,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  await tx.insert(identities).values({ userId: user.id, provider: identity.provider, subject: identity.subject });
  return { userId: user.id, created: true };
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Finds or creates the user, records the device and starts a sign-in, in one transaction. Two
 * first sign-ins of one person racing each other collide on the identity's unique index; the
 * loser retries and finds the winner's user, so only the winner reports `created`.
 */
export async function signIn(context: ModuleContext, identity: ProvedIdentity, device: DeviceInfo, ip: string): Promise<SignInTokens> {
  const { config, database, clock } = context;
  const now = clock();
  const attempt = () =>
    database.db.transaction(async (tx) => {
      const { userId, created } = await findOrCreateUser(tx, identity);
      await recordDevice(tx, device, ip, now);
      return { created, session: await insertSession(tx, config, { userId, deviceId: device.device_id, now }) };
    });
  let issued;
  try {
    issued = await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    issued = await attempt();
  }
  return { ...(await sessionTokens(config, issued.session, now)), created: issued.created };
}
