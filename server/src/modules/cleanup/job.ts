import type { FastifyBaseLogger } from 'fastify';
import type { Module, ModuleContext } from '../module';
import { createObjectRemover, type ObjectRemover } from './objects';
import { runCleanup, type CleanupReport } from './service';

/** The first round soon after start, once migrations and the first requests are through. */
const FIRST_ROUND_MS = 60 * 1000;

/** One round: rows in the database, then the files of abandoned uploads (never inside the transaction). */
export async function cleanupRound(
  context: Pick<ModuleContext, 'config' | 'database' | 'clock'>,
  removeObject: ObjectRemover,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<CleanupReport> {
  const now = context.clock();
  const report = await runCleanup(context.database.db, context.config, now);
  for (const object of report.abandonedObjects) {
    try {
      await removeObject(object, now);
    } catch (error) {
      log.error({ err: error, object }, 'cleanup could not remove an abandoned upload');
    }
  }
  if (!report.skipped && Object.values(report.removed).some((count) => count > 0)) {
    log.info({ removed: report.removed }, 'cleanup removed old rows');
  }
  return report;
}

/** Runs the cleanup in the background of every API process; the advisory lock picks one per round. */
export const cleanupModule: Module = async (app, context) => {
  const intervalMs = context.config.cleanupIntervalSeconds * 1000;
  if (intervalMs === 0) return;
  const removeObject = createObjectRemover(context.config);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = cleanupRound(context, removeObject, app.log)
        .catch((error: unknown) => app.log.error({ err: error }, 'cleanup failed'))
        .finally(() => schedule(intervalMs));
    }, delay);
    // The job never keeps the process alive by itself.
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(FIRST_ROUND_MS, intervalMs)));
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
};
