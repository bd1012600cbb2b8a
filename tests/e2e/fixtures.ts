import { test as base, expect } from '@playwright/test';

/**
 * Chromium reports every 4xx response as "Failed to load resource: … status of 4xx". Those are
 * answers the API contract defines and the app handles (404 CHANNEL_NOT_FOUND for a new user,
 * the 401 that starts a token refresh, a 400 the form shows): not errors of the page. A 5xx is.
 */
const handledClientError = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/**
 * Every end-to-end test fails when the page logs a console error or throws: "no console errors
 * on any page visited" holds for the whole suite, not for one test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !handledClientError.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the pages visited').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
