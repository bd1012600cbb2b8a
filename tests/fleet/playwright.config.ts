import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The fleet suite (`npm run test:fleet`): one `npm run cluster` (two API and two web instances
// behind HAProxy, PostgreSQL, Redis) for all of it, run after the e2e suite. Its files run in
// order in one worker: the rolling restart is last, and nothing else runs while it restarts instances.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'fleet', use: { ...devices['Desktop Chrome'] } }],
});
