import { z } from 'zod';
import { deviceHeaders, refreshRequest, tokenAnswer } from './auth';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

export const refreshTokensEndpoint = defineEndpoint({
  id: 'refreshTokens',
  method: 'POST',
  path: '/core/v1/token/refresh/',
  summary: 'Rotate a refresh token; presenting a spent one revokes its whole sign-in',
  tags: ['auth'],
  body: refreshRequest,
  responses: { 200: tokenAnswer },
});

export const signedOut = z.object({ signed_out: z.literal(true) });

export const logoutEndpoint = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/core/v1/logout/',
  summary: 'Revoke the current sign-in: its refresh tokens and access tokens stop working',
  tags: ['auth'],
  auth: 'bearer',
  responses: { 200: dataEnvelope(signedOut) },
});

export const turnstileChallenge = z.object({
  site_key: z.string(),
  /** Sent back as `X-Turnstile-Challenge`; single use, bound to the device, 5 minutes. */
  challenge_id: z.uuid(),
});
export type TurnstileChallenge = z.infer<typeof turnstileChallenge>;

export const getTurnstileChallengeEndpoint = defineEndpoint({
  id: 'getTurnstileChallenge',
  method: 'GET',
  path: '/core/v1/turnstile/',
  summary: 'A bot challenge for the sign-in that answered 406 TURNSTILE_REQUIRED',
  tags: ['auth'],
  headers: deviceHeaders,
  responses: { 200: dataEnvelope(turnstileChallenge) },
});

export const sessionEndpoints = [refreshTokensEndpoint, logoutEndpoint, getTurnstileChallengeEndpoint] as const;
