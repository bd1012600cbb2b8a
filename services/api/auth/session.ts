import { getTurnstileChallengeEndpoint, logoutEndpoint } from '@/contracts/session';
import type { HttpClient } from '@/services/http';
import { callEndpoint } from '@/services/api/endpoint-call';

/**
 * Revokes the sign-in of `accessToken`. The bearer is passed explicitly: at sign-out the session
 * is about to be cleared, and the call must not be refreshed or replayed for another account.
 */
export const logout = (accessToken: string, client?: HttpClient) =>
  callEndpoint(logoutEndpoint, { headers: { Authorization: `Bearer ${accessToken}` }, client });

export const getTurnstileChallenge = (deviceId: string, client?: HttpClient) =>
  callEndpoint(getTurnstileChallengeEndpoint, { headers: { 'device-id': deviceId }, client });
