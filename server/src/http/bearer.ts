import { ErrorCode } from '@/contracts/envelope';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import { sessions } from '../db/schema';
import { createAccessTokenVerifier } from './access-token';
import { ApiError } from './errors';

/** Who is calling: the user and the sign-in (session family) their access token belongs to. */
export interface Principal {
  userId: string;
  sessionId: string;
  familyId: string;
}

export type Authenticate = (request: FastifyRequest) => Promise<Principal>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unauthorized = (message: string) => new ApiError(401, ErrorCode.UNAUTHORIZED, message);

/**
 * Checks the bearer token and that its sign-in is still live: revoking a sign-in (logout, reuse
 * of a spent refresh token) locks its access tokens out at once rather than after 15 minutes.
 */
export function createAuthenticator(options: { db: Db; tokenSecret: string; clock: () => Date }): Authenticate {
  const verifyAccessToken = createAccessTokenVerifier(options.tokenSecret);
  const liveSession = options.db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), isNull(sessions.revokedAt)))
    .prepare('bearer_live_session');
  return async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Sign in to continue.');
    const claims = await verifyAccessToken(match[1], options.clock());
    if (!claims || !UUID.test(claims.sessionId) || !UUID.test(claims.userId)) {
      throw unauthorized('The access token is invalid or has expired.');
    }
    // A prepared statement: planned once per connection rather than built and parsed per request.
    const [session] = await liveSession.execute({ sessionId: claims.sessionId, userId: claims.userId });
    if (!session) throw unauthorized('This sign-in has ended.');
    return { ...claims, familyId: session.familyId };
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp; routes declared `auth: 'bearer'` run it before validating input. */
    authenticate: Authenticate;
  }
}
