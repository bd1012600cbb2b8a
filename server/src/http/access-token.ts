import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'starlit';
/** Who the token is for: only this API's bearer check accepts it, not some other use of the secret. */
export const ACCESS_TOKEN_AUDIENCE = 'starlit-api';
/** A token without any of these is refused even when its signature is good. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'sid', 'aud', 'iss'];

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A short-lived JWT for this API (`aud`) naming the user (`sub`) and the refresh-token row it came from (`sid`). */
export function signAccessToken(secret: string, claims: AccessClaims, now: Date, ttlSeconds: number): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(secret));
}

/** Verified tokens are remembered up to this many; the oldest is forgotten first. */
const VERIFIED_CAPACITY = 10_000;

interface Verified extends AccessClaims {
  expiresAt: number;
}

/**
 * Verifies tokens for one secret. A token's signature and claims are a pure function of its
 * bytes, so a token verified once is remembered (until its `exp`) instead of running HMAC and
 * claim parsing on every request; whether its sign-in is still live is not remembered here
 * (the bearer check asks the database every time, so revocation takes effect at once).
 */
export function createAccessTokenVerifier(secret: string): (token: string, now: Date) => Promise<AccessClaims | undefined> {
  const key = keyOf(secret);
  const verified = new Map<string, Verified>();
  return async (token, now) => {
    const seconds = now.getTime() / 1000;
    const known = verified.get(token);
    if (known) {
      if (seconds < known.expiresAt) return { userId: known.userId, sessionId: known.sessionId };
      verified.delete(token);
      return undefined;
    }
    const result = await verifyClaims(key, token, now);
    if (!result) return undefined;
    if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
    verified.set(token, result);
    return { userId: result.userId, sessionId: result.sessionId };
  };
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
async function verifyClaims(key: Uint8Array, token: string, now: Date): Promise<Verified | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
      currentDate: now,
    });
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return undefined;
    return { userId: sub, sessionId: sid, expiresAt: exp };
  } catch {
    return undefined;
  }
}
