import { ErrorCode } from '@/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import type { ModuleContext } from '../module';
import { enforceRateLimit, type Caller, type RateLimitBucket } from './rate-limit';
import { passChallenge } from './turnstile';

interface GateHeaders {
  'device-id': string;
  turnstile?: string;
  'x-turnstile-challenge'?: string;
}

/** The device named by the header; a body that describes another device is a client bug. */
export function callerOf(request: FastifyRequest, deviceId: string, bodyDeviceId?: string): Caller {
  if (bodyDeviceId !== undefined && bodyDeviceId !== deviceId) {
    throw new ApiError(400, ErrorCode.VALIDATION_ERROR, 'The request is invalid.', [
      { path: 'body.device_id', message: 'device_id must match the device-id header' },
    ]);
  }
  return { deviceId, ip: request.ip };
}

/** Rate limit, then the bot challenge policy. */
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
