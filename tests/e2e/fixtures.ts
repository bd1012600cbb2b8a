import { test as base, expect } from '@playwright/test';
import { actAfterHydration } from './support/hydration';

/** An answer that a flow produces on purpose, so the browser's resource error about it is no fault. */
export interface ExpectedFailure {
  status: number;
  path: RegExp;
  /** Only from this origin; any origin when absent. */
  origin?: string;
}

/**
 * Chromium logs every 4xx answer as a console error. These are answers the product is specified
 * to give on every run: 406 TURNSTILE_REQUIRED on a sign-in that must pass the challenge (the e2e
 * stack challenges every sign-in), 404 CHANNEL_NOT_FOUND for a new user's channel (spec §4), and
 * 404 for the prefetched data of a channel address that has no channel.
 */
const EXPECTED_ALWAYS: ExpectedFailure[] = [
  { status: 406, path: /\/core\/v1\/connect\/[a-z]+\/$/ },
  { status: 404, path: /\/core\/v3\/channel\/my-channel\// },
  // Next prefetches a link's page data on hover; a one-segment path is a channel page
  // (pages/[slug].tsx), and the footer's informational pages are not channels: 404.
  {
    status: 404,
    path: /^\/_next\/data\/[^/]+\/(en|id|fil|th|tw)\/[^/]+\.json$/,
    origin: `http://localhost:${process.env.WEB_PORT || 3000}`,
  },
];

/**
 * "No console errors on any page visited", for the whole suite: anything logged as an error and
 * every uncaught exception fails the test, except the browser's reports of the answers above and
 * of those a test declares with `test.use({ expectedFailures })`.
 */
export const test = base.extend<{ expectedFailures: ExpectedFailure[]; consoleErrors: string[] }>({
  expectedFailures: [[], { option: true }],
  // Every page of the test's context acts once its scripts have taken over (support/hydration.ts).
  context: async ({ context }, provide) => {
    actAfterHydration(context);
    await provide(context);
  },
  consoleErrors: [
    async ({ page, expectedFailures }, use) => {
      const errors: string[] = [];
      const allowed = [...EXPECTED_ALWAYS, ...expectedFailures];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(message.text())?.[1];
        const { origin, pathname } = new URL(message.location().url || 'http://invalid/');
        const expected = allowed.some(
          (entry) => entry.status === Number(status) && entry.path.test(pathname) && (entry.origin ?? origin) === origin,
        );
        if (status && expected) return;
        errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the pages visited').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
