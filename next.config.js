// @ts-check
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads this file as CommonJS.
const { DEFAULT_LANGUAGE, LANGUAGES, languageRedirects } = require('./services/i18n/language-redirects');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
const { execFileSync } = require('node:child_process');

/**
 * One build identity for every instance of a deployment, however many times it is built:
 * DEPLOYMENT_ID, else the commit of a clean checkout; null (Next's random id) for a tree with
 * changes, which no other build shares. `/_next/data/<id>/` and the service worker's version
 * (pages/sw.js.tsx reads .next/BUILD_ID) follow it.
 */
function deploymentId() {
  if (process.env.DEPLOYMENT_ID) return process.env.DEPLOYMENT_ID;
  try {
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', args, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    return git('status', '--porcelain') === '' ? git('rev-parse', 'HEAD') : null;
  } catch {
    return null;
  }
}

/** Strips a trailing slash so hosts compare and join the same way as services/config. */
function origin(value, fallback) {
  const text = value && value.trim() !== '' ? value.trim() : fallback;
  return text.replace(/\/+$/, '');
}

const isDev = process.env.NODE_ENV === 'development';
const apiHost = origin(process.env.NEXT_PUBLIC_API_HOST, 'http://localhost:4000');
const billingHost = origin(process.env.NEXT_PUBLIC_BILLING_HOST, 'http://localhost:4000');
const sandboxOrigin = origin(process.env.NEXT_PUBLIC_SANDBOX_ORIGIN, '');
// A CSP source with a path but no trailing slash matches that exact path only; the stand-ins live below it.
const sandboxSource = sandboxOrigin && `${sandboxOrigin}/`;

/**
 * The Firebase Auth emulator at the host and port the build is configured with (the SDK calls it
 * on that address), and its loopback twin: `localhost` and `127.0.0.1` are different sources.
 */
function authEmulatorSources(hostAndPort) {
  const value = (hostAndPort ?? '').trim();
  if (!value) return '';
  const { hostname, port } = new URL(`http://${value}`);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[hostname];
  return [`http://${value}`, twin && `http://${twin}${port ? `:${port}` : ''}`].filter(Boolean).join(' ');
}
// The API reaches the TikTok stand-in on 127.0.0.1, so the profile pictures it hands out point there.
const sandboxLoopback = sandboxSource && sandboxSource.replace('//localhost:', '//127.0.0.1:');

const firebaseAuthDomain = origin(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, 'demo-starlit.firebaseapp.com');
// The third-party country lookup behind /api/country (services/payments/geo-lookup.ts); offline, the sandbox's.
const geoLookupOrigin = sandboxOrigin ? '' : new URL(process.env.NEXT_PUBLIC_GEO_LOOKUP_URL || 'https://ipapi.co/country/').origin;

/**
 * The production sign-in providers' origins: Firebase Auth (its REST APIs, the popup helper and
 * the auth domain's iframe), Google One Tap, Cloudflare Turnstile, Telegram's login widget, Stripe.js
 * (its script, its Elements and 3-D Secure frames, its API), the geo lookup, and the picture hosts
 * of the identities a profile may show (Google, Facebook, Twitter, Telegram, TikTok).
 */
const providers = {
  script: [
    'https://apis.google.com',
    'https://accounts.google.com',
    'https://challenges.cloudflare.com',
    'https://telegram.org',
    'https://js.stripe.com',
  ],
  frame: [
    `https://${firebaseAuthDomain}`,
    'https://accounts.google.com',
    'https://challenges.cloudflare.com',
    'https://oauth.telegram.org',
    'https://js.stripe.com',
    'https://hooks.stripe.com',
  ],
  connect: [
    'https://api.stripe.com',
    geoLookupOrigin,
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    'https://accounts.google.com',
  ],
  img: [
    'https://*.googleusercontent.com',
    'https://graph.facebook.com',
    'https://platform-lookaside.fbsbx.com',
    'https://*.fbcdn.net',
    'https://pbs.twimg.com',
    'https://t.me',
    'https://*.telegram.org',
    'https://*.tiktokcdn.com',
    'https://*.tiktokcdn-us.com',
  ],
};

/**
 * Remote config, monitoring, product analytics and the tag manager (services/config/monitoring-config.ts
 * resolves the same settings): Firebase Remote Config and its installations API, Datadog's intake
 * for the site (or the proxy in front of it), PostHog's host, and Google Tag Manager only with a
 * container id. With the stand-ins on, all but GTM point at the sandbox, which is already allowed.
 */
const datadogProxy = origin(process.env.NEXT_PUBLIC_DATADOG_PROXY, '');
const datadogSite = origin(process.env.NEXT_PUBLIC_DATADOG_SITE, 'datadoghq.com').split('.');
const datadogIntake = `https://browser-intake-${datadogSite.slice(0, -1).join('-')}.${datadogSite.at(-1)}`;
const posthogHost = origin(process.env.NEXT_PUBLIC_POSTHOG_HOST, sandboxOrigin ? '' : 'https://us.i.posthog.com');
const gtm = origin(process.env.NEXT_PUBLIC_GTM_ID, '') && 'https://www.googletagmanager.com';
const monitoring = {
  script: [gtm],
  img: [gtm],
  connect: [
    !sandboxOrigin && 'https://firebaseremoteconfig.googleapis.com',
    !sandboxOrigin && 'https://firebaseinstallations.googleapis.com',
    datadogProxy ? new URL(datadogProxy).origin : !sandboxOrigin && datadogIntake,
    posthogHost && new URL(posthogHost).origin,
    gtm,
  ],
};

/** @param {Array<string | false | undefined>} sources */
const list = (sources) => [...new Set(sources.filter(Boolean))].join(' ');

/** The origins scripts may come from (the page's own, the providers', the stand-ins'). */
const scriptSources = list(["'self'", sandboxSource, ...providers.script, ...monitoring.script]);

/**
 * This header is fixed before the build knows the pages' inline scripts, so its script-src lets
 * inline scripts through; every production page also carries its own policy (a meta element first
 * in <head>, components/document/starlit-document.tsx) that allows only the hashes of the inline scripts it renders:
 * MUI's colour-scheme script (before the first paint) and Turbopack's chunk bootstrap. A browser
 * enforces both policies, so an injected inline script runs under neither. `next dev` also needs
 * eval for React Refresh and has no page policy. The sandbox origin serves the offline stand-ins
 * of third-party scripts.
 */
const contentSecurityPolicy = {
  'default-src': "'self'",
  'script-src': list([scriptSources, "'unsafe-inline'", isDev && "'unsafe-eval'"]),
  // Emotion injects <style> elements at run time.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': list(["'self'", 'data:', 'blob:', apiHost, billingHost, sandboxSource, sandboxLoopback, ...providers.img, ...monitoring.img]),
  'font-src': "'self' data:",
  'connect-src': list([
    "'self'",
    apiHost,
    billingHost,
    sandboxSource,
    authEmulatorSources(process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST),
    ...providers.connect,
    ...monitoring.connect,
  ]),
  'frame-src': list(["'self'", sandboxSource, ...providers.frame]),
  'worker-src': "'self' blob:",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const securityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: Object.entries(contentSecurityPolicy)
      .map(([directive, value]) => `${directive} ${value}`)
      .join('; '),
  },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  // Real deployments only: a local production build on http://localhost must not pin HTTPS.
  ...(process.env.DEPLOY_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  generateBuildId: async () => deploymentId(),
  // A fleet's web instances share their ISR pages and data in Redis (README, "Running as a
  // fleet"); without REDIS_URL each keeps Next's own cache, as `npm start` always has.
  ...(process.env.REDIS_URL && {
    cacheHandler: require.resolve('./scripts/lib/redis-cache-handler.cjs'),
    cacheMaxMemorySize: 0,
  }),
  // Without it Turbopack bundles emotion twice (once through this package) and styles split.
  transpilePackages: ['@mui/material-nextjs'],
  // The shared first load in 4 scripts instead of 10 (README, "Chunking"): each request costs the
  // browser process and the page's main thread a task, and one stream compresses better.
  experimental: { turbopackChunking: { minChunkSize: 300_000, maxChunkCountPerGroup: 4 } },
  // For each page's own script policy (components/document/); the document runs on the server only.
  env: { STARLIT_SCRIPT_SOURCES: isDev ? '' : scriptSources },
  // The language lives in the URL (DESIGN.md §2), so pages render once per language. Next's own
  // detection is off: it does not know the saved choice (services/i18n/language-redirects.js).
  i18n: { locales: LANGUAGES, defaultLocale: DEFAULT_LANGUAGE, localeDetection: false },
  async redirects() {
    return languageRedirects();
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // `next dev` serves one manifest script as application/json, which nosniff would block;
      // production builds serve every file with its right type.
      {
        source: isDev ? '/((?!_next/static/development/).*)' : '/:path*',
        headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
      },
      {
        source: '/locales/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' }],
      },
    ];
  },
};

module.exports = nextConfig;
