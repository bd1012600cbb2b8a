import { normalizeSlug, SLUG_MAX, SLUG_MIN, slugProblem, type SlugCheck } from '@/contracts/channel';
import { inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/open';
import { channels } from '../../db/schema';

/** How many slugs suggest-slug answers; the contract promises at least 3. */
const SUGGESTIONS = 5;
const MAX_ROUNDS = 8;

/** `Ana Lima`, `Ána_Lima!` → `ana-lima`; scripts without Latin letters give '' and fall back. */
export function slugBase(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  if (base.length >= SLUG_MIN) return base;
  return base ? `${base}-creator` : 'creator';
}

/** `base-suffix`, shortening the base so the whole stays within the length limit. */
function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, SLUG_MAX - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;
}

/** The first round reads well (`ana-lima`, `analima`, `ana-lima-1`…); later ones draw at random. */
function candidates(base: string, round: number): string[] {
  if (round === 0) {
    return [base, base.replace(/-/g, ''), ...[1, 2, 3, 4, 5].map((n) => withSuffix(base, String(n)))];
  }
  const digits = round < 3 ? 4 : 6;
  return Array.from({ length: 8 }, () => withSuffix(base, String(randomInt(10 ** (digits - 1), 10 ** digits))));
}

/** Which of these (lower-case) slugs some channel holds. */
export async function takenSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: channels.slug })
    .from(channels)
    .where(inArray(sql`lower(${channels.slug})`, [...slugs]));
  return new Set(rows.map((row) => row.slug.toLowerCase()));
}

/** Valid, unreserved slugs derived from `text` that no channel holds at the time of asking. */
export async function suggestSlugs(db: Db, text: string, count = SUGGESTIONS): Promise<string[]> {
  const base = slugBase(text);
  const found: string[] = [];
  for (let round = 0; round < MAX_ROUNDS && found.length < count; round += 1) {
    const fresh = [...new Set(candidates(base, round))].filter((slug) => slugProblem(slug) === null && !found.includes(slug));
    const taken = await takenSlugs(db, fresh);
    found.push(...fresh.filter((slug) => !taken.has(slug)).slice(0, count - found.length));
  }
  return found;
}

export async function checkSlug(db: Db, input: string): Promise<SlugCheck> {
  const slug = normalizeSlug(input);
  const problem = slugProblem(slug);
  if (problem) return { slug, available: false, reason: problem };
  const taken = await takenSlugs(db, [slug]);
  return taken.has(slug) ? { slug, available: false, reason: 'TAKEN' } : { slug, available: true, reason: null };
}
