import { AuthErrorCode, type DeviceInfo, type FirebaseProvider } from '@/contracts/auth';
import type { TelegramSignIn, TikTokSignIn } from '@/contracts/connect';
import { ErrorCode } from '@/contracts/envelope';
import { ApiError, validationError } from '../../http/errors';
import { verifyTelegramLogin } from '../../providers/telegram';
import type { ModuleContext } from '../module';
import { firebaseIdentity } from './firebase-identity';
import { signInGate, type SignInInput } from './gate';
import { signIn } from './sign-in';

const refused = (message: string) => new ApiError(401, AuthErrorCode.INVALID_CREDENTIALS, message);
const unavailable = (what: string) =>
  new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, `${what} sign-in is not available right now. Try again later.`);

/** Telegram's widget data carries no device details; the header names the device. */
const describedDevice = (deviceId: string, body: Partial<DeviceInfo>): DeviceInfo => ({
  device_id: deviceId,
  device_type: body.device_type ?? 'web',
  os: body.os ?? 'unknown',
  device_name: body.device_name ?? 'Browser',
});

/** What the four Firebase sign-ins share: the device and the ID token (provider tokens ride along). */
export type FirebaseSignInBody = DeviceInfo & { firebase_id_token: string };

/** The four Firebase sign-ins differ only in the sign-in provider their ID token must name. */
export async function firebaseSignIn(
  context: ModuleContext,
  provider: FirebaseProvider,
  { body, headers, request }: SignInInput<FirebaseSignInBody>,
) {
  const caller = await signInGate(context, request, headers, body.device_id);
  const identity = await firebaseIdentity(context, body.firebase_id_token);
  if (identity.provider !== provider) {
    throw new ApiError(401, AuthErrorCode.PROVIDER_MISMATCH, `This ID token is from ${identity.provider} sign-in, not ${provider}.`);
  }
  const device = { device_id: body.device_id, device_type: body.device_type, os: body.os, device_name: body.device_name };
  return signIn(context, identity, device, caller.ip);
}

export async function telegramSignIn(context: ModuleContext, { body, headers, request }: SignInInput<TelegramSignIn>) {
  const caller = await signInGate(context, request, headers, body.device_id);
  const botToken = context.config.providers.telegram.botToken;
  if (!botToken) throw unavailable('Telegram');
  const { id, first_name, last_name, username, photo_url, auth_date, hash } = body;
  // Exactly the widget's fields: anything else in the data-check string would break the hash.
  const widget = Object.fromEntries(
    Object.entries({ id, first_name, last_name, username, photo_url, auth_date, hash }).filter(([, value]) => value !== undefined),
  );
  const result = verifyTelegramLogin(widget, botToken, Math.floor(context.clock().getTime() / 1000));
  if (!result.ok) {
    throw refused(
      result.reason === 'STALE' ? 'The Telegram sign-in is too old. Sign in again.' : 'The Telegram sign-in data is not genuine.',
    );
  }
  const { subject, displayName, avatarUrl } = result.identity;
  const identity = { provider: 'telegram', subject, email: null, emailVerified: false, displayName, avatarUrl } as const;
  return signIn(context, identity, describedDevice(caller.deviceId, body), caller.ip);
}

export async function tiktokSignIn(context: ModuleContext, { body, headers, request }: SignInInput<TikTokSignIn>) {
  const caller = await signInGate(context, request, headers, body.device_id);
  // TikTok only sends codes to registered redirect URIs; ours are pages of the web app.
  if (!context.config.webOrigins.includes(new URL(body.redirect_uri).origin)) {
    throw validationError('body.redirect_uri', 'redirect_uri must be a page of this site');
  }
  const exchange = await context.adapters.tiktok.exchangeCode(body.code, body.redirect_uri);
  if (!exchange.ok) {
    if (exchange.reason === 'NOT_CONFIGURED' || exchange.reason === 'UNAVAILABLE') throw unavailable('TikTok');
    throw refused('The TikTok sign-in code is invalid, expired or already used.');
  }
  const user = await context.adapters.tiktok.getUser(exchange.accessToken);
  if (!user.ok) {
    if (user.reason === 'UNAVAILABLE') throw unavailable('TikTok');
    throw refused('TikTok refused to share the profile.');
  }
  const identity = {
    provider: 'tiktok',
    subject: exchange.openId,
    email: null,
    emailVerified: false,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
  } as const;
  return signIn(context, identity, body, caller.ip);
}
