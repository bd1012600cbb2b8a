import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { starlitRules } from './scripts/lint/starlit-rules.mjs';

/**
 * The architecture, as the linter enforces it. Each top-level folder is a layer; a file may import
 * its own folder, the folders listed here, and packages. Imports flow one way:
 *
 *   pages → components → contexts / hooks → services → contracts      server → contracts
 *
 * Nothing in the web app imports `server/`, and the server imports nothing of the web app: the
 * two meet only in `contracts/`, the endpoint declarations both sides are built from.
 * `tests/` and `scripts/` are not layers; they may import anything.
 */
const layers = {
  contracts: {
    mayImport: [],
    why: 'Contracts are the zod schemas and endpoint declarations the web app, the API and the OpenAPI document share; they depend on nothing of ours.',
  },
  server: {
    mayImport: ['contracts'],
    why: 'The API server meets the web app only in contracts/.',
  },
  services: {
    mayImport: ['contracts'],
    why: 'Services hold no React: HTTP, one function per endpoint (services/api/<area>/), storage, sign-in flows and browser scripts (services/auth/).',
  },
  theme: {
    mayImport: [],
    why: 'The MUI theme depends on nothing of ours.',
  },
  hooks: {
    mayImport: ['contexts', 'services', 'contracts', 'theme'],
    why: 'Hooks are the React side of services; they render nothing.',
  },
  contexts: {
    mayImport: ['hooks', 'services', 'contracts', 'theme'],
    why: 'A context holds state and actions; the dialogs that show its state live in components/dialogs/dialog-host.tsx.',
  },
  components: {
    mayImport: ['contexts', 'hooks', 'services', 'contracts', 'theme'],
    why: 'Components render; the data they show comes from contexts and services, never from a page.',
  },
  pages: {
    mayImport: ['components', 'contexts', 'hooks', 'services', 'contracts', 'theme'],
    why: 'Pages are routes: thin files that compose a view, a layout and metadata.',
  },
};

/** The composition root nests the providers and mounts the dialog host: the one context that imports a component. */
const exceptions = { 'contexts/app-providers.tsx': ['components'] };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    plugins: { starlit: starlitRules },
    // Packages are not followed when looking for cycles: ours cannot run through them.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'starlit/layered-imports': ['error', { layers, exceptions }],
      'starlit/kebab-case-file-names': 'error',
      // A cycle means two files are one concern, or a layer is missing between them.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['components/**', 'pages/**', 'contexts/**', 'hooks/**'],
    ignores: ['components/ui/app-link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use AppLink (components/ui/app-link.tsx): it prefetches a page when a visitor reaches for the link, not during every page's start-up.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'scripts/perf-anchor/.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'reports/**',
    'server/src/db/migrations/**',
  ]),
]);
