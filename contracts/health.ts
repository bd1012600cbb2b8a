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

export const readinessStatus = z.object({ status: z.literal('ready') });

/**
 * The balancer's active health check: 503 `SERVICE_UNAVAILABLE` from the moment the process is
 * told to stop (it still finishes what it has) or while the database does not answer.
 */
export const getReadinessEndpoint = defineEndpoint({
  id: 'getReadiness',
  method: 'GET',
  path: '/ready',
  summary: 'Whether this instance takes new requests (load balancer health check)',
  tags: ['system'],
  responses: { 200: dataEnvelope(readinessStatus) },
});
