// Next's cacheHandler when REDIS_URL is set (next.config.js): every web instance of a fleet reads
// and writes ISR pages and their data in one Redis, so a page revalidated on one instance (e.g.
// by POST /api/channel-pages) is served new by all. With `cacheMaxMemorySize: 0` no instance
// keeps a copy of its own. Our own small handler on the `redis` client (6): the maintained
// @trieb.work/nextjs-turbo-redis-cache 1.18 accepts Next 16 but pins its peer `redis` to exactly
// 4.7.0, and the pages router needs only get, set and tags, which fit in this file.
// Redis is a cache only: when it cannot be reached a page is rendered anew, never an error.
/* eslint-disable @typescript-eslint/no-require-imports -- Next loads a cache handler with require(). */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createClient } = require('redis');

/** One deployment's pages never meet another's: keys carry the build id. */
function buildId(serverDistDir) {
  if (process.env.DEPLOYMENT_ID) return process.env.DEPLOYMENT_ID;
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

/** How long the first request waits for the connection; later ones never wait for it. */
const FIRST_CONNECT_MS = 1000;

let shared;
/**
 * One connection per process, opened on first use. The client reconnects on its own for as long
 * as Redis is away; meanwhile every call fails at once (no offline queue) and the page renders.
 */
function client() {
  if (!shared) {
    shared = createClient({
      url: process.env.REDIS_URL,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
    });
    shared.on('error', () => undefined);
    const connected = shared.connect().catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_MS).unref());
    shared.firstAttempt = Promise.race([connected, waited]);
  }
  return shared;
}

async function ready() {
  const redis = client();
  await redis.firstAttempt;
  if (!redis.isReady) throw new Error('Redis is not reachable');
  return redis;
}

/** Next hands over a RenderResult for a page's HTML, and takes a string back. */
function serialisable(value) {
  if (value && (value.kind === 'PAGES' || value.kind === 'APP_PAGE') && typeof value.html !== 'string') {
    return { ...value, html: value.html.toUnchunkedString() };
  }
  return value;
}

module.exports = class RedisCacheHandler {
  constructor(context = {}) {
    this.prefix = `starlit:${buildId(context.serverDistDir)}:`;
  }

  async get(key) {
    try {
      const redis = await ready();
      const stored = await redis.get(this.prefix + key);
      if (!stored) return null;
      const entry = JSON.parse(stored);
      const tags = entry.tags ?? [];
      if (tags.length > 0) {
        const revalidated = await redis.mGet(tags.map((tag) => `${this.prefix}tag:${tag}`));
        if (revalidated.some((at) => at && Number(at) >= entry.lastModified)) return null;
      }
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
    } catch {
      return null;
    }
  }

  async set(key, data, context = {}) {
    try {
      const redis = await ready();
      const entry = {
        lastModified: Date.now(),
        value: serialisable(data),
        cacheControl: context.cacheControl,
        tags: context.tags ?? [],
      };
      await redis.set(this.prefix + key, JSON.stringify(entry));
    } catch {
      // The next request renders the page again; nothing is lost but time.
    }
  }

  async revalidateTag(tags) {
    const list = [tags].flat();
    if (list.length === 0) return;
    try {
      const redis = await ready();
      const now = String(Date.now());
      await redis.mSet(list.map((tag) => [`${this.prefix}tag:${tag}`, now]));
    } catch {
      // Without Redis there is no shared copy to invalidate.
    }
  }

  resetRequestCache() {}
};
