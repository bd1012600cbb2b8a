import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from './open';
import { botChallenges, walletNonces } from './schema';

/** Tables of rows that may be used once, before they expire (bot challenges, Petra nonces). */
type SingleUseTable = typeof botChallenges | typeof walletNonces;

/**
 * Marks the unused, unexpired row that `match` selects as used, in one statement, and answers
 * whether there was one. Two requests racing for the same row cannot both get true.
 */
export async function spendSingleUse(db: Db, table: SingleUseTable, match: SQL | undefined, now: Date): Promise<boolean> {
  const spent = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(match, isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ expiresAt: table.expiresAt });
  return spent.length > 0;
}
