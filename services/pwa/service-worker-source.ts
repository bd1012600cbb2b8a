import { APP_NAMESPACES, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';

/** What every install caches: the manifest, its icons and the app's locale files (not the informational pages'). */
export const PRECACHED_FILES = [
  '/site.webmanifest',
  '/icons/favicon-32.png',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  ...SUPPORTED_LANGUAGES.flatMap((lng) => APP_NAMESPACES.map((ns) => `/locales/${lng}/${ns}.json`)),
];

/**
 * The app shell: the home page, rendered for nobody in particular. Offline, every navigation
 * falls back to it; the client then renders the visitor's language from the cached locale files.
 */
export const SHELL_PAGE = '/';

/**
 * The service worker of one deployment (`version` is its build id, so every deployment installs
 * a new worker and drops the previous one's caches). It caches:
 * - the app shell, fetched without cookies, so no cached page was rendered for a person;
 * - the build's hashed `/_next/static` files (they never change under one name), cache first,
 *   answering from the network before the copy is written;
 * - the manifest, icons and locale files, network first.
 * It never touches other origins (the API), requests carrying Authorization, or anything else
 * of this origin (`/api`, `/_next/data`): those always go to the network.
 */
export function serviceWorkerSource(version: string): string {
  const settings = JSON.stringify({ version, files: PRECACHED_FILES, shell: SHELL_PAGE });
  return `'use strict';
const { version, files, shell } = ${settings};
const CACHE = 'starlit-' + version;
const STATIC = /\\/_next\\/static\\/[^"'\\s()<>&,;\\\\]+/g;

async function precacheShell(cache) {
  const response = await fetch(shell, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error('The app shell answered ' + response.status);
  const html = await response.clone().text();
  await cache.put(shell, response);
  const assets = [...new Set(html.match(STATIC) || [])];
  await cache.addAll(assets.map((asset) => new Request(asset, { credentials: 'omit' })));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(files.map((file) => new Request(file, { credentials: 'omit', cache: 'no-store' })));
      await precacheShell(cache);
      // The new deployment takes over at once; its pages are fetched from the network anyway.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('starlit-') && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function fromNetwork(request, fallbacks) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    for (const key of fallbacks) {
      const cached = await cache.match(key, { ignoreSearch: true });
      if (cached) return cached;
    }
    throw error;
  }
}

// The network's answer goes to the page at once; the cache keeps a copy while the worker stays
// alive for it (waitUntil). A page never waits on a cache write.
async function cacheFirst(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fromNetwork(request, [url.pathname, shell]));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(event));
  } else if (files.includes(url.pathname)) {
    event.respondWith(fromNetwork(request, [url.pathname]));
  }
});
`;
}
