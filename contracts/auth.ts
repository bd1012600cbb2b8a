import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** `{ access_token, refresh_token, expires_in }`; `expires_in` is seconds (DESIGN.md §4). */
export const sessionTokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

/** Every token answer (sign-ins, refresh); the client reads `data.data`. */
export const tokenAnswer = dataEnvelope(sessionTokens);
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/**
 * The signed-in user. `email` is nullable because wallet (Petra) and Telegram sign-ins can yield
 * an account without one.
 */
export const currentUser = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  display_name: z.string(),
  email_verified: z.boolean(),
  avatar_url: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentUserAnswer = dataEnvelope(currentUser);

/** Sent with every sign-in and refresh. */
export const deviceInfo = z.object({
  device_id: z.string().min(1),
  device_type: z.string().min(1),
  os: z.string().min(1),
  device_name: z.string().min(1),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

/** `POST /core/v1/token/refresh/` body: the refresh token plus device info. */
export const refreshRequest = deviceInfo.extend({ refresh_token: z.string().min(1) });
export type RefreshRequest = z.infer<typeof refreshRequest>;
