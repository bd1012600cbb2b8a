import { AuthErrorCode, type SignInProvider } from '@/contracts/auth';
import type { LinkedIdentity } from '@/contracts/me';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { identities, identityUnlinks } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ProvedIdentity } from '../auth/sign-in';

export async function listIdentities(db: Db, userId: string): Promise<LinkedIdentity[]> {
  const rows = await db
    .select({ provider: identities.provider, createdAt: identities.createdAt })
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.createdAt), asc(identities.provider));
  return rows.map((row) => ({ provider: row.provider as SignInProvider, linked_at: row.createdAt.toISOString() }));
}

/** Adds a sign-in method; one that already belongs to someone else stays theirs (409). */
export async function linkIdentity(db: Db, userId: string, identity: ProvedIdentity): Promise<LinkedIdentity[]> {
  const inserted = await db
    .insert(identities)
    .values({ userId, provider: identity.provider, subject: identity.subject })
    .onConflictDoNothing()
    .returning({ id: identities.id });
  // Linking on purpose undoes an earlier removal.
  await db
    .delete(identityUnlinks)
    .where(and(eq(identityUnlinks.provider, identity.provider), eq(identityUnlinks.subject, identity.subject)));
  if (inserted.length === 0) {
    const [owner] = await db
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, identity.provider), eq(identities.subject, identity.subject)));
    if (owner?.userId !== userId) {
      throw new ApiError(409, AuthErrorCode.IDENTITY_IN_USE, 'This sign-in method belongs to another account.');
    }
  }
  return listIdentities(db, userId);
}

/**
 * Removes a sign-in method, never the last: the account would have no way in. The count and the
 * delete share a transaction with the user's identities locked, so two removals cannot both pass.
 */
export async function unlinkIdentity(db: Db, userId: string, provider: SignInProvider): Promise<LinkedIdentity[]> {
  const outcome = await db.transaction(async (tx) => {
    const held = await tx.select().from(identities).where(eq(identities.userId, userId)).for('update');
    if (!held.some((row) => row.provider === provider)) return 'not-linked' as const;
    if (held.length <= 1) return 'last' as const;
    const removed = await tx
      .delete(identities)
      .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
      .returning({ subject: identities.subject });
    // Remembered, so that a provider sharing its subject with one still linked (Firebase) does
    // not come back by itself at its next sign-in.
    for (const { subject } of removed) {
      await tx
        .insert(identityUnlinks)
        .values({ provider, subject, userId, unlinkedAt: new Date() })
        .onConflictDoUpdate({ target: [identityUnlinks.provider, identityUnlinks.subject], set: { userId, unlinkedAt: new Date() } });
    }
    return 'removed' as const;
  });
  if (outcome === 'not-linked') {
    throw new ApiError(404, AuthErrorCode.IDENTITY_NOT_LINKED, `No ${provider} sign-in is linked to this account.`);
  }
  if (outcome === 'last') {
    throw new ApiError(409, AuthErrorCode.LAST_IDENTITY, 'This is your only sign-in method; link another one first.');
  }
  return listIdentities(db, userId);
}
