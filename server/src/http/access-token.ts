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

/** The claims of a genuine, unexpired token; undefined for anything else. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
      currentDate: now,
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    return { userId: sub, sessionId: sid };
  } catch {
    return undefined;
  }
}
