import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { guardProcess } from './process-guards';
import { StartupError } from './startup-error';

function fail(error: unknown): never {
  // Operator mistakes get their advice alone; anything else is a bug and keeps its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = buildApp(config, { db: database });
  guardProcess(app.log);

  // A rolling restart: readiness turns 503, the balancer notices within the wait and sends new
  // requests elsewhere, open event streams are told to reconnect, the listener closes once the
  // requests in flight are answered; past the deadline the process exits 1 regardless. A second
  // signal exits at once. Errors are process-guards' business (they keep the API serving).
  closeWithGrace(
    {
      delay: config.shutdown.deadlineMs,
      skip: ['uncaughtException', 'unhandledRejection', 'beforeExit'],
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal }) => {
      app.drain.begin();
      app.log.info({ signal, drainWaitMs: config.shutdown.drainWaitMs }, 'draining');
      await sleep(config.shutdown.drainWaitMs);
      app.log.info({ streams: app.drain.openStreams }, 'ending event streams; closing');
      app.drain.endStreams();
      await app.close();
      app.log.info('closed');
    },
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} on ${config.host} is already in use. Set PORT to a free port.`);
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = database.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL';
  console.log(`Starlit API listening on http://${config.host}:${port} (database: ${where})`);
}

main().catch(fail);
