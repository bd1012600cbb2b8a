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

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means the operator will not wait for in-flight requests.
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0), fail);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

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
