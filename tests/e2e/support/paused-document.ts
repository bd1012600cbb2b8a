import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export interface PausingProxy {
  /** For `browser.newContext({ proxy })`: every request of the context, loopback included, goes through it. */
  proxy: { server: string; bypass: string };
  close(): Promise<void>;
}

/** Answers `incoming` (an absolute-form proxy request) from its origin; `body` may rewrite the answer. */
function forward(
  incoming: IncomingMessage,
  answer: ServerResponse,
  body?: (upstream: IncomingMessage, answer: ServerResponse) => Promise<void>,
): void {
  const target = new URL(incoming.url ?? '/');
  const headers = { ...incoming.headers };
  // The page's HTML is read as text (to find the cut), so it comes uncompressed.
  if (body) delete headers['accept-encoding'];
  const outgoing = request(
    { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: incoming.method, headers },
    (upstream) => {
      if (!body) {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
        return;
      }
      body(upstream, answer).catch((error: unknown) => answer.destroy(error as Error));
    },
  );
  outgoing.on('error', () => answer.destroy());
  incoming.pipe(outgoing);
}

/**
 * A proxy that hands the browser the HTML of `path` in two parts, as a slow connection may: up to
 * the first `cutBefore`, then, `pauseMs` later, the rest. The browser paints whatever it has parsed
 * by then (unless the document holds rendering), so a part that moves when the rest arrives is a
 * layout shift every time, not only when a throttled connection happens to cut there. Every other
 * request passes through unchanged.
 */
export async function pausingProxy(path: string, cutBefore: string, pauseMs: number): Promise<PausingProxy> {
  const server = createServer((incoming, answer) => {
    if (new URL(incoming.url ?? '/').pathname !== path) return forward(incoming, answer);
    forward(incoming, answer, async (upstream, out) => {
      const chunks: Buffer[] = [];
      for await (const chunk of upstream) chunks.push(chunk as Buffer);
      const html = Buffer.concat(chunks).toString('utf8');
      const cut = html.indexOf(cutBefore);
      if (cut < 0) throw new Error(`${path} has no ${JSON.stringify(cutBefore)}`);
      const headers = { ...upstream.headers };
      delete headers['content-length'];
      out.writeHead(upstream.statusCode ?? 502, headers);
      out.write(html.slice(0, cut));
      await delay(pauseMs);
      out.end(html.slice(cut));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // Chromium sends loopback addresses around a proxy unless told not to.
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
