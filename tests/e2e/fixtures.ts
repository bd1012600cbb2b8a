import { test as base, expect } from '@playwright/test';

/**
 * Every end-to-end test fails when the page logs a console error or throws: "no console errors
 * on any page visited" holds for the whole suite, not for one test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the pages visited').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
