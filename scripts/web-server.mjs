// The production web server of a fleet instance: Next's request handler behind a plain HTTP
// server, so the balancer gets what `next start` lacks: a readiness route that turns 503 on
// SIGTERM, a wait for the balancer to notice, in-flight requests answered, exit by a deadline.
// `npm start` keeps `next start`; scripts/cluster.mjs runs this. Settings: PORT, HOSTNAME,
// DRAIN_WAIT_SECONDS, SHUTDOWN_DEADLINE_SECONDS, INSTANCE_ID.
import closeWithGrace from 'close-with-grace';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '127.0.0.1';
const drainWaitMs = Number(process.env.DRAIN_WAIT_SECONDS || 0) * 1000;
const deadlineMs = Number(process.env.SHUTDOWN_DEADLINE_SECONDS || 10) * 1000;
const instance = process.env.INSTANCE_ID || `web:${process.pid}`;

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

let draining = false;
const server = createServer((req, res) => {
  // Outside the app's routes (and its locale redirects): only the balancer asks for these.
  if (req.url === '/_fleet/health' || req.url === '/_fleet/ready') {
    const down = req.url === '/_fleet/ready' && draining;
    res.writeHead(down ? 503 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ status: down ? 'draining' : 'ok', instance }));
    return;
  }
  void handle(req, res);
});
// Longer than the balancer's keep-alive, so it never reuses a connection this side just closed.
server.keepAliveTimeout = 65_000;

closeWithGrace({ delay: deadlineMs }, async ({ signal }) => {
  draining = true;
  console.log(`[${instance}] ${signal}: draining for ${drainWaitMs} ms`);
  await sleep(drainWaitMs);
  // close() waits for requests in flight; idle keep-alive connections would hold it open.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await closed;
  await app.close?.();
  console.log(`[${instance}] closed`);
});

server.listen(port, hostname, () => console.log(`[${instance}] web listening on http://${hostname}:${port}`));
