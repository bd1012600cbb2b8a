import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

export const healthStatus = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
export type HealthStatus = z.infer<typeof healthStatus>;

/** Load balancers probe this; it answers 503 `SERVICE_UNAVAILABLE` when the database is not. */
export const getHealthEndpoint = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  tags: ['system'],
  responses: { 200: dataEnvelope(healthStatus) },
});
