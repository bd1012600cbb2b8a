import type { FirebaseProvider } from '@/contracts/auth';
import {
  connectAppleEndpoint,
  connectFacebookEndpoint,
  connectGoogleEndpoint,
  connectTelegramEndpoint,
  connectTikTokEndpoint,
  connectTwitterEndpoint,
} from '@/contracts/connect';
import { registerEndpoint } from '../../http/endpoint';
import type { Module, ModuleContext } from '../module';
import { firebaseSignIn, telegramSignIn, tiktokSignIn, type FirebaseSignInBody } from './connect-service';
import type { SignInInput } from './gate';

const firebaseRoute = (context: ModuleContext, provider: FirebaseProvider) => async (input: SignInInput<FirebaseSignInBody>) => ({
  status: 200 as const,
  body: { data: await firebaseSignIn(context, provider, input) },
});

export const connectModule: Module = async (app, context) => {
  registerEndpoint(app, connectGoogleEndpoint, firebaseRoute(context, 'google'));
  registerEndpoint(app, connectFacebookEndpoint, firebaseRoute(context, 'facebook'));
  registerEndpoint(app, connectAppleEndpoint, firebaseRoute(context, 'apple'));
  registerEndpoint(app, connectTwitterEndpoint, firebaseRoute(context, 'twitter'));

  registerEndpoint(app, connectTelegramEndpoint, async (input) => ({
    status: 200,
    body: { data: await telegramSignIn(context, input) },
  }));

  registerEndpoint(app, connectTikTokEndpoint, async (input) => ({
    status: 200,
    body: { data: await tiktokSignIn(context, input) },
  }));
};
