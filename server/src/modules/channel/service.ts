import { AuthErrorCode } from '@/contracts/auth';
import {
  ChannelErrorCode,
  normalizeSlug,
  SLUG_MESSAGES,
  slugProblem,
  type Channel,
  type CreateChannelRequest,
  type PublicChannel,
  type UpdateChannelRequest,
} from '@/contracts/channel';
import { checkDisplayName } from '@/contracts/display-name';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { channels, users, type ChannelRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { suggestSlugs } from './slugs';

export function presentPublicChannel(row: ChannelRow): PublicChannel {
  return {
    slug: row.slug,
    display_name: row.displayName,
    bio: row.bio,
    avatar_url: row.avatarUrl,
    banner_url: row.bannerUrl,
    verified: row.verified,
    verified_tick_badge: row.verified ? row.verifiedTickBadge : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const presentChannel = (row: ChannelRow): Channel => ({ id: row.id, ...presentPublicChannel(row) });

const notFound = (message: string) => new ApiError(404, ChannelErrorCode.CHANNEL_NOT_FOUND, message);
const channelExists = () => new ApiError(409, ChannelErrorCode.CHANNEL_EXISTS, 'You already have a channel.');
const slugTaken = () => new ApiError(409, ChannelErrorCode.SLUG_TAKEN, SLUG_MESSAGES.TAKEN);

/** The unique index a failed insert ran into, if that is why it failed. */
function violatedIndex(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

function validDisplayName(input: string): string {
  const check = checkDisplayName(input);
  if (check.valid) return check.display_name;
  throw new ApiError(400, AuthErrorCode.DISPLAY_NAME_INVALID, check.message, [
    { path: 'body.display_name', code: check.code, message: check.message },
  ]);
}

async function findChannelOf(db: Db, userId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.userId, userId));
  return row;
}

/**
 * One insert, with the unique indexes as the only judge: of two requests racing for a slug or
 * for the user's one channel, exactly one row lands and the other learns which index refused it.
 */
async function insertChannel(db: Db, values: typeof channels.$inferInsert): Promise<ChannelRow> {
  try {
    const [row] = await db.insert(channels).values(values).returning();
    if (!row) throw new Error('insert into channels returned no row');
    return row;
  } catch (error) {
    const index = violatedIndex(error);
    if (index === 'channels_user') throw channelExists();
    if (index === 'channels_slug_lower') throw slugTaken();
    throw error;
  }
}

export async function createChannel(db: Db, userId: string, request: CreateChannelRequest): Promise<Channel> {
  const slug = normalizeSlug(request.slug);
  const problem = slugProblem(slug);
  if (problem) {
    throw new ApiError(400, ChannelErrorCode.SLUG_INVALID, SLUG_MESSAGES[problem], [
      { path: 'body.slug', reason: problem, message: SLUG_MESSAGES[problem] },
    ]);
  }
  const displayName = validDisplayName(request.display_name);
  // Answered up front so a user with a channel hears that, whichever index the insert hits first.
  if (await findChannelOf(db, userId)) throw channelExists();
  const row = await insertChannel(db, {
    userId,
    slug,
    displayName,
    bio: request.bio ?? '',
    avatarUrl: request.avatar_url ?? null,
    bannerUrl: request.banner_url ?? null,
  });
  return presentChannel(row);
}

/**
 * A channel named after the user, at the first suggested slug still free when it is inserted.
 * The same user racing itself gets the channel the other request made.
 */
async function autoCreateChannel(db: Db, userId: string): Promise<ChannelRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const name = user?.displayName?.trim() || user?.email?.split('@')[0] || 'creator';
  const nameCheck = checkDisplayName(name);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (const slug of await suggestSlugs(db, name)) {
      try {
        return await insertChannel(db, {
          userId,
          slug,
          displayName: nameCheck.valid ? nameCheck.display_name : slug,
          avatarUrl: user?.avatarUrl ?? null,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === ChannelErrorCode.CHANNEL_EXISTS) {
          const existing = await findChannelOf(db, userId);
          if (existing) return existing;
        }
      }
    }
  }
  throw new Error('no free slug for an automatic channel after three rounds of suggestions');
}

export async function getMyChannel(db: Db, userId: string, autoCreate: boolean): Promise<Channel> {
  const row = (await findChannelOf(db, userId)) ?? (autoCreate ? await autoCreateChannel(db, userId) : undefined);
  if (!row) throw notFound('You have no channel yet.');
  return presentChannel(row);
}

export async function updateChannel(db: Db, userId: string, changes: UpdateChannelRequest): Promise<Channel> {
  const [row] = await db
    .update(channels)
    .set({
      ...(changes.display_name !== undefined && { displayName: validDisplayName(changes.display_name) }),
      ...(changes.bio !== undefined && { bio: changes.bio }),
      ...(changes.avatar_url !== undefined && { avatarUrl: changes.avatar_url }),
      ...(changes.banner_url !== undefined && { bannerUrl: changes.banner_url }),
    })
    .where(eq(channels.userId, userId))
    .returning();
  if (!row) throw notFound('You have no channel yet.');
  return presentChannel(row);
}

/** Any case, with or without the leading `@`; a slug that could never exist is simply not found. */
export async function getPublicChannel(db: Db, input: string): Promise<PublicChannel> {
  const slug = normalizeSlug(input);
  const [row] =
    slugProblem(slug) === 'INVALID'
      ? []
      : await db
          .select()
          .from(channels)
          .where(eq(sql`lower(${channels.slug})`, slug));
  if (!row) throw notFound('No channel has this address.');
  return presentPublicChannel(row);
}
