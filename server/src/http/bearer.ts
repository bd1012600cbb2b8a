import { ErrorCode } from '@/contracts/envelope';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/**
 * A caller whose access token is valid and whose sign-in has not been checked yet: the handler's
 * own first query checks it (`liveSessionOf`), in the same round trip as its work. Only routes
 * registered with `session: 'checked-by-handler'` see one (server/src/http/endpoint.ts).
 */
export interface UncheckedPrincipal {
  userId: string;
  /** The sign-in the first query must find live (`liveSessionOf`), or answer 401 `signedOut()`. */
  uncheckedSessionId: string;
}

export interface Authenticators {
  /** The token and its sign-in: 401 unless both are valid and live. */
  authenticate: (request: FastifyRequest) => Promise<Principal>;
  /** The token only, without a query: the caller checks the sign-in (`liveSessionOf`). */
  verifyToken: (request: FastifyRequest) => Promise<UncheckedPrincipal>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unauthorized = (message: string) => new ApiError(401, ErrorCode.UNAUTHORIZED, message);
/** A valid token of a sign-in that has ended (logout, reuse of a spent refresh token). */
export const signedOut = () => unauthorized('This sign-in has ended.');

/** SQL that is true while the caller's sign-in is live: for a handler's first query to check it. */
export function liveSessionOf(caller: UncheckedPrincipal): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sessions} where ${and(
    eq(sessions.id, caller.uncheckedSessionId),
    eq(sessions.userId, caller.userId),
    isNull(sessions.revokedAt),
  )})`;
}

/**
 * Checks the bearer token and that its sign-in is still live: revoking a sign-in (logout, reuse
 * of a spent refresh token) locks its access tokens out at once rather than after 15 minutes.
 */
export function createAuthenticators(options: { db: Db; tokenSecret: string; clock: () => Date }): Authenticators {
  const verifyAccessToken = createAccessTokenVerifier(options.tokenSecret);
  const liveSession = options.db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), isNull(sessions.revokedAt)))
    .prepare('bearer_live_session');
  const verifyClaims = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Sign in to continue.');
    const claims = await verifyAccessToken(match[1], options.clock());
    if (!claims || !UUID.test(claims.sessionId) || !UUID.test(claims.userId)) {
      throw unauthorized('The access token is invalid or has expired.');
    }
    return claims;
  };
  return {
    async authenticate(request) {
      const claims = await verifyClaims(request);
      // A prepared statement: planned once per connection rather than built and parsed per request.
      const [session] = await liveSession.execute({ sessionId: claims.sessionId, userId: claims.userId });
      if (!session) throw signedOut();
      return { ...claims, familyId: session.familyId };
    },
    async verifyToken(request) {
      const { userId, sessionId } = await verifyClaims(request);
      return { userId, uncheckedSessionId: sessionId };
    },
  };
}

/** 401 unless the caller's sign-in is live: for a handler whose first query cannot check it. */
export async function requireLiveSession(db: Db, caller: UncheckedPrincipal): Promise<void> {
  const result = (await db.execute(sql`select ${liveSessionOf(caller)} as live`)) as unknown as { rows: { live: boolean }[] };
  if (!result.rows[0]?.live) throw signedOut();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp; routes declared `auth: 'bearer'` run one of them before validating input. */
    authenticators: Authenticators;
  }
}
