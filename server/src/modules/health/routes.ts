import { ErrorCode } from '@/contracts/envelope';
import { getHealthEndpoint, getReadinessEndpoint } from '@/contracts/health';
import { ApiError } from '../../http/errors';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { checkHealth } from './service';

export const healthModule: Module = async (app, { database }) => {
  registerEndpoint(app, getHealthEndpoint, async () => ({
    status: 200,
    body: { data: await checkHealth(database) },
  }));

  registerEndpoint(app, getReadinessEndpoint, async () => {
    if (app.drain.isDraining) throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'This instance is shutting down.');
    await checkHealth(database);
    return { status: 200, body: { data: { status: 'ready' as const } } };
  });
};
