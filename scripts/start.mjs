// `npm start` (production build) and `npm run dev` (hot reload): web :3000, api :4000 on the
// embedded database, Firebase Auth emulator :9099, offline stand-ins on. Ctrl-C stops all three.
import { buildWeb, needsBuild, PORTS, stackEnv, startStack } from './lib/stack.mjs';

const dev = process.argv.includes('--dev');
const env = stackEnv();

try {
  if (!dev && needsBuild(env)) await buildWeb(env);
  const stack = await startStack({ dev, env });
  console.log(
    `\nStarlit is running: web http://localhost:${PORTS.web}  api http://localhost:${PORTS.api}` +
      `  auth emulator 127.0.0.1:${PORTS.auth}  (Ctrl-C stops)\n`,
  );
  let shuttingDown = false;
  const shutdown = async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log('\nStopping Starlit…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const { name, code, signal } = await stack.exited;
  if (!shuttingDown) {
    console.error(`[${name}] stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
    await stack.stop();
    process.exit(1);
  }
} catch (error) {
  console.error(`Starlit could not start: ${error.message}`);
  process.exit(1);
}
