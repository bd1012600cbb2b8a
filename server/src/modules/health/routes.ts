import { getHealthEndpoint } from '@/contracts/health';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { checkHealth } from './service';

export const healthModule: Module = async (app, { database }) => {
  registerEndpoint(app, getHealthEndpoint, async () => ({
    status: 200,
    body: { data: await checkHealth(database) },
  }));
};
