import type { FastifyRequest } from 'fastify';
import { validationError } from '../../http/errors';
import type { ModuleContext } from '../module';
import { enforceRateLimit, type Caller, type RateLimitBucket } from './rate-limit';
import { passChallenge } from './turnstile';

/** The headers of a sign-in: the device always, the solved bot challenge on a retry. */
export interface GateHeaders {
  'device-id': string;
  turnstile?: string;
  'x-turnstile-challenge'?: string;
}

/** What a sign-in route hands its service: the parsed body and headers, and the request for the caller's address. */
export interface SignInInput<Body> {
  body: Body;
  headers: GateHeaders;
  request: FastifyRequest;
}

/** The device named by the header; a body that describes another device is a client bug. */
export function callerOf(request: FastifyRequest, deviceId: string, bodyDeviceId?: string): Caller {
  if (bodyDeviceId !== undefined && bodyDeviceId !== deviceId) {
    throw validationError('body.device_id', 'device_id must match the device-id header');
  }
  return { deviceId, ip: request.ip };
}

/** The rate limit of `bucket` for this caller; 429 past it. The bot challenge is `signInGate`'s part. */
export async function limitCaller(context: ModuleContext, bucket: RateLimitBucket, caller: Caller): Promise<void> {
  await enforceRateLimit(context.database.db, bucket, caller, context.config.rateLimit, context.clock());
}

/** What every provider sign-in passes before its proof is checked. */
export async function signInGate(
  context: ModuleContext,
  request: FastifyRequest,
  headers: GateHeaders,
  bodyDeviceId: string | undefined,
): Promise<Caller> {
  const caller = callerOf(request, headers['device-id'], bodyDeviceId);
  await limitCaller(context, 'connect', caller);
  await passChallenge(context, caller, { token: headers.turnstile, challengeId: headers['x-turnstile-challenge'] });
  return caller;
}
