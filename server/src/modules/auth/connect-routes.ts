import { AuthErrorCode, type DeviceInfo, type FirebaseProvider, type SignInHeaders } from '@/contracts/auth';
import { connectAppleEndpoint, connectFacebookEndpoint, connectGoogleEndpoint, connectTelegramEndpoint, connectTikTokEndpoint, connectTwitterEndpoint } from '@/contracts/connect';
import { ErrorCode } from '@/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import { verifyTelegramLogin } from '../../providers/telegram';
import type { Module, ModuleContext } from '../module';
import { firebaseIdentity } from './firebase-identity';
import { signInGate } from './gate';
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

interface FirebaseConnectInput {
  body: DeviceInfo & { firebase_id_token: string };
  headers: SignInHeaders;
  request: FastifyRequest;
}

/** The four Firebase sign-ins differ only in the sign-in provider their ID token must name. */
function firebaseConnect(context: ModuleContext, provider: FirebaseProvider) {
  return async ({ body, headers, request }: FirebaseConnectInput) => {
    const caller = await signInGate(context, request, headers, body.device_id);
    const identity = await firebaseIdentity(context, body.firebase_id_token);
    if (identity.provider !== provider) {
      throw new ApiError(
        401,
        AuthErrorCode.PROVIDER_MISMATCH,
        `This ID token is from ${identity.provider} sign-in, not ${provider}.`,
      );
    }
    const device = { device_id: body.device_id, device_type: body.device_type, os: body.os, device_name: body.device_name };
    return { status: 200 as const, body: { data: await signIn(context, identity, device, caller.ip) } };
  };
}

export const connectModule: Module = async (app, context) => {
  registerEndpoint(app, connectGoogleEndpoint, firebaseConnect(context, 'google'));
  registerEndpoint(app, connectFacebookEndpoint, firebaseConnect(context, 'facebook'));
  registerEndpoint(app, connectAppleEndpoint, firebaseConnect(context, 'apple'));
  registerEndpoint(app, connectTwitterEndpoint, firebaseConnect(context, 'twitter'));

  registerEndpoint(app, connectTelegramEndpoint, async ({ body, headers, request }) => {
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
      throw refused(result.reason === 'STALE' ? 'The Telegram sign-in is too old. Sign in again.' : 'The Telegram sign-in data is not genuine.');
    }
    const { subject, displayName, avatarUrl } = result.identity;
    const identity = { provider: 'telegram', subject, email: null, emailVerified: false, displayName, avatarUrl } as const;
    const device = describedDevice(caller.deviceId, body);
    return { status: 200, body: { data: await signIn(context, identity, device, caller.ip) } };
  });

  registerEndpoint(app, connectTikTokEndpoint, async ({ body, headers, request }) => {
    const caller = await signInGate(context, request, headers, body.device_id);
    // TikTok only sends codes to registered redirect URIs; ours are pages of the web app.
    if (!context.config.webOrigins.includes(new URL(body.redirect_uri).origin)) {
      throw new ApiError(400, ErrorCode.VALIDATION_ERROR, 'The request is invalid.', [
        { path: 'body.redirect_uri', message: 'redirect_uri must be a page of this site' },
      ]);
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
    return { status: 200 as const, body: { data: await signIn(context, identity, body, caller.ip) } };
  });
};
