import { z } from 'zod';
import { safeString } from './safe-string';
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
  device_id: safeString().min(1).max(128),
  device_type: safeString().min(1).max(64),
  os: safeString().min(1).max(128),
  device_name: safeString().min(1).max(200),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

/** `POST /core/v1/token/refresh/` body: the refresh token plus device info. */
export const refreshRequest = deviceInfo.extend({ refresh_token: safeString().min(1).max(256) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

export { AuthErrorCode, type AuthErrorCodeName } from './auth-error-codes';

/** Every sign-in method a user can hold. */
export const SIGN_IN_PROVIDERS = ['google', 'facebook', 'apple', 'twitter', 'telegram', 'tiktok', 'petra'] as const;
export const signInProvider = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProvider>;

/** The providers signed in through Firebase Auth, with the `sign_in_provider` of their ID tokens. */
export const FIREBASE_PROVIDERS = {
  google: 'google.com',
  facebook: 'facebook.com',
  apple: 'apple.com',
  twitter: 'twitter.com',
} as const satisfies Partial<Record<SignInProvider, string>>;
export type FirebaseProvider = keyof typeof FIREBASE_PROVIDERS;

/** The `device-id` header every sign-in and challenge call carries. */
export const deviceHeaders = z.object({ 'device-id': safeString().min(1).max(128) });

/** Sign-in headers: the device, and the solved challenge when a 406 asked for one. */
export const signInHeaders = deviceHeaders.extend({
  turnstile: safeString().min(1).max(4096).optional(),
  'x-turnstile-challenge': z.uuid().optional(),
});
export type SignInHeaders = z.infer<typeof signInHeaders>;
