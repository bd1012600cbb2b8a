/**
 * Web settings (DESIGN.md §5). Next.js inlines `process.env.NEXT_PUBLIC_*` at build time only when
 * each variable is written out in full, so every one is named here once; the defaults are the
 * local stack that `npm start` runs.
 */
function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;
}

export const publicConfig = {
  apiHost: pick(process.env.NEXT_PUBLIC_API_HOST, 'http://localhost:4000'),
  billingHost: pick(process.env.NEXT_PUBLIC_BILLING_HOST, 'http://localhost:4000'),
  apiSigningKey: pick(process.env.NEXT_PUBLIC_API_SIGNING_KEY, 'starlit-dev-signing-key'),
  siteUrl: pick(process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000'),
  /** Empty in production: no offline stand-in is ever loaded then. */
  sandboxOrigin: pick(process.env.NEXT_PUBLIC_SANDBOX_ORIGIN, ''),
  /** The store listings of the mobile apps; empty until they exist, and no store button shows. */
  appStoreUrl: pick(process.env.NEXT_PUBLIC_APP_STORE_URL, ''),
  playStoreUrl: pick(process.env.NEXT_PUBLIC_PLAY_STORE_URL, ''),
  /** The URL scheme the mobile app answers (`starlit://open/…`), tried by /open-app. */
  appScheme: pick(process.env.NEXT_PUBLIC_APP_SCHEME, 'starlit'),
  firebase: {
    apiKey: pick(process.env.NEXT_PUBLIC_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: pick(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, 'demo-starlit.firebaseapp.com'),
    projectId: pick(process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID, 'demo-starlit'),
    messagingSenderId: pick(process.env.NEXT_PUBLIC_FIREBASE_SENDER_ID, ''),
    storageBucket: pick(process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET, ''),
    appId: pick(process.env.NEXT_PUBLIC_FIREBASE_APP_ID, ''),
    authEmulatorHost: pick(process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, ''),
  },
} as const;

export type PublicConfig = typeof publicConfig;
