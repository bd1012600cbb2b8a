import { connectPetraEndpoint, requestPetraChallengeEndpoint } from '@/contracts/connect';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { issuePetraChallenge, petraSignIn } from './petra-service';

export const petraModule: Module = async (app, context) => {
  registerEndpoint(app, requestPetraChallengeEndpoint, async (input) => ({
    status: 200,
    body: { data: await issuePetraChallenge(context, input) },
  }));

  registerEndpoint(app, connectPetraEndpoint, async (input) => ({
    status: 200,
    body: { data: await petraSignIn(context, input) },
  }));
};
