import { z } from 'zod';
import { deviceHeaders, deviceInfo, sessionTokens, signInHeaders, type FirebaseProvider } from './auth';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

const token = z.string().min(1).max(8192);

/**
 * Every sign-in's answer: the session tokens, and whether this sign-in created the account (the
 * web sends its `signed_up` analytics event only then). The client reads `data.data`.
 */
export const signInTokens = sessionTokens.extend({ created: z.boolean() });
export type SignInTokens = z.infer<typeof signInTokens>;
export const signInAnswer = dataEnvelope(signInTokens);
export type SignInAnswer = z.infer<typeof signInAnswer>;

/**
 * Firebase sign-ins: the API trusts only `firebase_id_token`. The provider's own tokens are what
 * the web already sends (specification §7) and are accepted, not relied on.
 */
const firebaseSignIn = deviceInfo.extend({
  firebase_id_token: token,
  access_token: token.optional(),
  id_token: token.optional(),
});

export const googleSignIn = firebaseSignIn;
export const facebookSignIn = firebaseSignIn;
export const appleSignIn = firebaseSignIn;
export const twitterSignIn = deviceInfo.extend({
  firebase_id_token: token,
  access_token: token.optional(),
  token_secret: token.optional(),
});
export type FirebaseSignIn = z.infer<typeof firebaseSignIn>;

const short = z.string().max(256);

/** The login widget's fields as Telegram signs them; device details may ride along. */
export const telegramSignIn = deviceInfo.partial().extend({
  id: z.number().int().positive(),
  first_name: short.optional(),
  last_name: short.optional(),
  username: short.optional(),
  photo_url: z.string().max(2048).optional(),
  auth_date: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TelegramSignIn = z.infer<typeof telegramSignIn>;

/** What TikTok's authorize step handed the browser; `redirect_uri` must be one of our pages. */
export const tiktokSignIn = deviceInfo.extend({
  code: z.string().min(1).max(1024),
  redirect_uri: z.url({ protocol: /^https?$/ }).max(2048),
  state: z.string().min(1).max(512),
});
export type TikTokSignIn = z.infer<typeof tiktokSignIn>;

export const petraChallenge = z.object({
  nonce: z.string(),
  /** What the web passes to the wallet's `signMessage` as `message`, with `application: true`. */
  message: z.string(),
  expires_in: z.number().int().positive(),
});
export type PetraChallenge = z.infer<typeof petraChallenge>;

/** The wallet's `signMessage` answer plus the account's public key. */
export const petraSignIn = deviceInfo.extend({
  address: z.string().min(1).max(100),
  public_key: z.string().min(1).max(200),
  full_message: z.string().min(1).max(4096),
  signature: z.string().min(1).max(200),
  nonce: z.string().min(1).max(128),
});
export type PetraSignIn = z.infer<typeof petraSignIn>;

/** The requesting browser exchanges an approved link with the secret only it holds. */
export const qrcodeSignIn = z.object({
  link_id: z.uuid(),
  secret: z.string().min(1).max(256),
});

const firebaseConnect = <B extends typeof firebaseSignIn | typeof twitterSignIn>(provider: FirebaseProvider, name: string, body: B) =>
  defineEndpoint({
    id: `connect${name}`,
    method: 'POST',
    path: `/core/v1/connect/${provider}/`,
    summary: `Sign in with ${name} through Firebase Auth`,
    tags: ['auth'],
    headers: signInHeaders,
    body,
    responses: { 200: signInAnswer },
  });

export const connectGoogleEndpoint = firebaseConnect('google', 'Google', googleSignIn);
export const connectFacebookEndpoint = firebaseConnect('facebook', 'Facebook', facebookSignIn);
export const connectAppleEndpoint = firebaseConnect('apple', 'Apple', appleSignIn);
export const connectTwitterEndpoint = firebaseConnect('twitter', 'Twitter', twitterSignIn);

export const connectTelegramEndpoint = defineEndpoint({
  id: 'connectTelegram',
  method: 'POST',
  path: '/core/v1/connect/telegram/',
  summary: 'Sign in with Telegram login widget data',
  tags: ['auth'],
  headers: signInHeaders,
  body: telegramSignIn,
  responses: { 200: signInAnswer },
});

export const connectTikTokEndpoint = defineEndpoint({
  id: 'connectTikTok',
  method: 'POST',
  path: '/core/v1/connect/tiktok/',
  summary: 'Sign in with a TikTok authorization code',
  tags: ['auth'],
  headers: signInHeaders,
  body: tiktokSignIn,
  responses: { 200: signInAnswer },
});

export const requestPetraChallengeEndpoint = defineEndpoint({
  id: 'requestPetraChallenge',
  method: 'POST',
  path: '/core/v1/connect/petra/request/',
  summary: 'A single-use nonce and the message for the Petra wallet to sign (5 minutes)',
  tags: ['auth'],
  headers: deviceHeaders,
  body: deviceInfo,
  responses: { 200: dataEnvelope(petraChallenge) },
});

export const connectPetraEndpoint = defineEndpoint({
  id: 'connectPetra',
  method: 'POST',
  path: '/core/v1/connect/petra/',
  summary: 'Sign in with a Petra wallet signature over the issued nonce',
  tags: ['auth'],
  headers: signInHeaders,
  body: petraSignIn,
  responses: { 200: signInAnswer },
});

export const connectQrcodeEndpoint = defineEndpoint({
  id: 'connectQrcode',
  method: 'POST',
  path: '/core/v1/connect/qrcode/',
  summary: 'Exchange an approved device link, once, for tokens of the approving user',
  tags: ['auth', 'device-links'],
  headers: deviceHeaders,
  body: qrcodeSignIn,
  responses: { 200: signInAnswer },
});

export const connectEndpoints = [
  connectGoogleEndpoint,
  connectFacebookEndpoint,
  connectAppleEndpoint,
  connectTwitterEndpoint,
  connectTelegramEndpoint,
  connectTikTokEndpoint,
  requestPetraChallengeEndpoint,
  connectPetraEndpoint,
  connectQrcodeEndpoint,
] as const;
