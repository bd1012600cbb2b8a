import type { FastifyBaseLogger } from 'fastify';
import type { Module, ModuleContext } from '../module';
import { repeatInBackground } from '../background-rounds';
import { createObjectRemover, type ObjectRemover } from './objects';
import { runCleanup, type CleanupReport } from './service';

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
  const removeObject = createObjectRemover(context.config);
  repeatInBackground(app, {
    name: 'cleanup',
    intervalMs: context.config.cleanupIntervalSeconds * 1000,
    round: () => cleanupRound(context, removeObject, app.log),
  });
};
