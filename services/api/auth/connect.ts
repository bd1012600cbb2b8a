import type { DeviceInfo } from '@/contracts/auth';
import {
  connectAppleEndpoint,
  connectFacebookEndpoint,
  connectGoogleEndpoint,
  connectPetraEndpoint,
  connectQrcodeEndpoint,
  connectTelegramEndpoint,
  connectTikTokEndpoint,
  connectTwitterEndpoint,
  requestPetraChallengeEndpoint,
  type FirebaseSignIn,
  type PetraSignIn,
  type TelegramSignIn,
  type TikTokSignIn,
  type qrcodeSignIn,
  type twitterSignIn,
} from '@/contracts/connect';
import type { z } from 'zod';
import type { HttpClient } from '@/services/http';
import { callEndpoint } from '@/services/api/endpoint-call';

/** `device-id` always; the solved challenge only on the retry after a 406 (DESIGN.md §4). */
export type SignInHeaders = {
  'device-id': string;
  Turnstile?: string;
  'X-Turnstile-Challenge'?: string;
};

export const connectGoogle = (body: FirebaseSignIn, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectGoogleEndpoint, { body, headers, client });

export const connectFacebook = (body: FirebaseSignIn, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectFacebookEndpoint, { body, headers, client });

export const connectApple = (body: FirebaseSignIn, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectAppleEndpoint, { body, headers, client });

export const connectTwitter = (body: z.input<typeof twitterSignIn>, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectTwitterEndpoint, { body, headers, client });

export const connectTelegram = (body: TelegramSignIn, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectTelegramEndpoint, { body, headers, client });

export const connectTikTok = (body: TikTokSignIn, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectTikTokEndpoint, { body, headers, client });

/** The nonce and message the wallet signs next. */
export const requestPetraChallenge = (device: DeviceInfo, client?: HttpClient) =>
  callEndpoint(requestPetraChallengeEndpoint, { body: device, headers: { 'device-id': device.device_id }, client });

export const connectPetra = (body: PetraSignIn, headers: SignInHeaders, client?: HttpClient) =>
  callEndpoint(connectPetraEndpoint, { body, headers, client });

export const connectQrcode = (body: z.input<typeof qrcodeSignIn>, deviceId: string, client?: HttpClient) =>
  callEndpoint(connectQrcodeEndpoint, { body, headers: { 'device-id': deviceId }, client });
