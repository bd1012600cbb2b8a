import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

/**
 * The browser-side stand-ins of the web wallet:
 * - `/sandbox/stripe/v3.js`, Stripe.js at the path its real counterpart has below js.stripe.com,
 *   so `loadStripe` finds `window.Stripe` already defined. The script sits in `sandbox/stripe-js/`
 *   because the rest of `/sandbox/stripe/*` is the API's own Stripe stand-in, which it calls.
 * - `/sandbox/geo/country`, the third-party geo lookup (ipapi.co's `/country/`: the code as text).
 *   Offline there is no edge to locate anyone, so it answers the product's default country.
 */
export async function registerWalletWebSandbox(app: FastifyInstance): Promise<void> {
  const source = await readFile(new URL('../../sandbox/stripe-js/v3.js', import.meta.url), 'utf8');
  app.get('/sandbox/stripe/v3.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(source),
  );
  app.get('/sandbox/geo/country', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('US'),
  );
}
