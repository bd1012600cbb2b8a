import { ErrorCode } from '@/contracts/envelope';
import type { HealthStatus } from '@/contracts/health';
import type { DatabaseHandle } from '../../db/open';
import { ApiError } from '../../http/errors';

export async function checkHealth(database: DatabaseHandle): Promise<HealthStatus> {
  try {
    await database.ping();
  } catch {
    throw new ApiError(503, ErrorCode.SERVICE_UNAVAILABLE, 'The database is unreachable.');
  }
  return { status: 'ok', database: 'ok' };
}
