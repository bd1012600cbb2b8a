import { AuthErrorCode, type CurrentUser } from '@/contracts/auth';
import { checkDisplayName } from '@/contracts/display-name';
import { ErrorCode } from '@/contracts/envelope';
import type { UpdateMeRequest } from '@/contracts/me';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users, type User } from '../../db/schema';
import { ApiError } from '../../http/errors';

export function presentUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    display_name: user.displayName ?? '',
    email_verified: user.emailVerified,
    avatar_url: user.avatarUrl,
  };
}

/**
 * The signed-in user, for GET /core/v1/me/: a prepared statement, planned once per connection.
 * A live session whose user is gone cannot happen (sessions cascade); treat it as signed out.
 */
export function prepareLoadUser(db: Db): (userId: string) => Promise<CurrentUser> {
  const query = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('me_load_user');
  return async (userId) => {
    const [user] = await query.execute({ userId });
    if (!user) throw new ApiError(401, ErrorCode.UNAUTHORIZED, 'This sign-in has ended.');
    return presentUser(user);
  };
}

export async function updateUser(db: Db, userId: string, changes: UpdateMeRequest): Promise<CurrentUser> {
  let displayName: string | undefined;
  if (changes.display_name !== undefined) {
    const check = checkDisplayName(changes.display_name);
    if (!check.valid) {
      throw new ApiError(400, AuthErrorCode.DISPLAY_NAME_INVALID, check.message, [
        { path: 'body.display_name', code: check.code, message: check.message },
      ]);
    }
    displayName = check.display_name;
  }
  const [user] = await db
    .update(users)
    .set({
      ...(displayName !== undefined && { displayName }),
      ...(changes.avatar_url !== undefined && { avatarUrl: changes.avatar_url }),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new ApiError(401, ErrorCode.UNAUTHORIZED, 'This sign-in has ended.');
  return presentUser(user);
}
