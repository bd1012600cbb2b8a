import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` whose requests to this API's own `/sandbox/` stand-ins (on `base`'s host, any port:
 * with PORT=0 it is only known after listening) are answered in-process; `inject` runs the whole
 * request pipeline (hooks, parsers, routes), listening or not. Requests elsewhere go to the network.
 */
export function loopbackFetch(app: FastifyInstance, base: string): typeof fetch {
  const { hostname, protocol } = new URL(base);
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== hostname || url.protocol !== protocol || !url.pathname.startsWith('/sandbox/')) return fetch(input, init);
    const body = init?.body;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(body !== undefined && body !== null && { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload.length ? new Uint8Array(response.rawPayload) : null, { status: response.statusCode, headers });
  };
}
