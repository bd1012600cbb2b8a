// The anchor pages of `npm run lighthouse` (DESIGN.md §8): a bare Next.js page and a plain MUI
// page, built from the product's own node_modules, so the product's start-up work can be read as a
// ratio to theirs measured in the same run on the same machine.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next loads this file as CommonJS.
const path = require('node:path');

module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@mui/material-nextjs'],
  turbopack: { root: path.resolve(__dirname, '..', '..') },
};
