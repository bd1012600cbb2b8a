import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 for tests that must cross the network the way the browser
 * client does; each fake API answers in `handle`.
 */
export abstract class LoopbackServer {
  origin = '';
  private readonly server = createServer((req, res) => void this.handle(req, res));

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
