import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` whose requests to `base` are answered by this API in-process (`inject` runs the
 * whole request pipeline: hooks, parsers, routes). The sandbox's Stripe and gateway stand-ins
 * live in this API, so it works before (and without) the server listening on a port; requests
 * elsewhere go to the network.
 */
export function loopbackFetch(app: FastifyInstance, base: string): typeof fetch {
  const origin = new URL(base).origin;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin) return fetch(input, init);
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
