import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root } },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    // Vitest keeps a core for itself (its default is one worker fewer than cores): on this two-core
    // machine and CI that is one worker, while its own process is mostly idle. Two workers here:
    // unit 208 -> 134 s, server 301 -> 240 s on PGlite and 296 -> 151 s on PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Unit tests describe the product without the offline stand-ins, whatever the shell says;
          // tests that need a setting stub it themselves.
          env: { NEXT_PUBLIC_SANDBOX_ORIGIN: '', NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '' },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // userEvent types key by key through jsdom: on a busy two-core machine a form takes seconds.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The API processes that server tests start refuse to run without it.
          env: { DEPLOY_ENV: 'test' },
          include: ['tests/server/**/*.test.ts'],
          // Tests of several API processes on one database exist only on PostgreSQL (one process per
          // PGlite folder): they run in the PostgreSQL pass (DATABASE_URL), not skipped in the other.
          exclude: process.env.DATABASE_URL ? [] : ['tests/server/**/*.pg.test.ts'],
          globalSetup: ['tests/server/helpers/firebase-emulator.ts', 'tests/server/helpers/pglite-seed.ts'],
          // One PGlite per test file; files run in separate forks so their databases never meet.
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
