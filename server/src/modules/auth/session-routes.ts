import { getTurnstileChallengeEndpoint, logoutEndpoint, refreshTokensEndpoint } from '@/contracts/session';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { callerOf, limitCaller } from './gate';
import { revokeFamily, rotateRefreshToken } from './sessions';
import { issueChallenge } from './turnstile';

export const sessionModule: Module = async (app, context) => {
  const { config, database, clock } = context;

  registerEndpoint(app, refreshTokensEndpoint, async ({ body, request }) => {
    const caller = callerOf(request, body.device_id);
    await limitCaller(context, 'refresh', caller);
    const { refresh_token: refreshToken, ...device } = body;
    const tokens = await rotateRefreshToken(database.db, config, { refreshToken, device, ip: caller.ip, now: clock() });
    return { status: 200, body: { data: tokens } };
  });

  registerEndpoint(app, logoutEndpoint, async ({ principal }) => {
    await revokeFamily(database.db, principal.familyId, clock());
    return { status: 200, body: { data: { signed_out: true } } };
  });

  registerEndpoint(app, getTurnstileChallengeEndpoint, async ({ headers, request }) => {
    const caller = callerOf(request, headers['device-id']);
    await limitCaller(context, 'turnstile', caller);
    return { status: 200, body: { data: await issueChallenge(context, caller.deviceId) } };
  });
};
