// `npm run check:bundle`: first-load JS (gzip) of every page of the last `next build`, against
// DESIGN.md §8 (fail over 200 kB, target 190 kB). First load = the runtime chunks every page
// loads plus `_app` plus the page's own chunks, each counted once.
// i18next and react-i18next (the specified i18n packages) add 17 kB to every page; §8 allows
// 205 kB while they cannot fit 200. They fit again (next.config.js's chunking, the channel page's
// plain supporters list), so the limit is §8's own 200 kB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { browserChunks, hasCompileHint } from './lib/compile-hints.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, '.next');
const LIMIT_KB = 200;
const TARGET_KB = 190;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
  } catch {
    console.error(`No build output at ${path.join(dist, file)}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const buildManifest = readJson('build-manifest.json');
const pagesManifest = readJson(path.join('server', 'pages-manifest.json'));
const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return sizes.get(file);
};

const shared = [...(buildManifest.rootMainFiles ?? []), ...(buildManifest.pages['/_app'] ?? [])];
const pages = Object.keys(pagesManifest).filter((p) => !['/_app', '/_document', '/_error'].includes(p) && !p.startsWith('/api/'));

let over = 0;
const rows = pages.sort().map((page) => {
  const files = [...new Set([...shared, ...(buildManifest.pages[page] ?? [])])].filter((f) => f.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const verdict = kb > LIMIT_KB ? 'OVER BUDGET' : kb > TARGET_KB ? 'over target' : 'ok';
  if (kb > LIMIT_KB) over += 1;
  return `${page.padEnd(32)} ${kb.toFixed(1).padStart(7)} kB  ${verdict}`;
});

console.log(`First-load JS (gzip), budget ${LIMIT_KB} kB, target ${TARGET_KB} kB`);
console.log(rows.join('\n'));
// The build's last step (scripts/lib/compile-hints.mjs): a chunk without it compiles on the main thread.
const unhinted = browserChunks(dist).filter((file) => !hasCompileHint(dist, file));
if (unhinted.length > 0)
  console.error(`${unhinted.length} chunk(s) without the compile hint (run scripts/compile-hints.mjs): ${unhinted[0]}…`);
if (over > 0) console.error(`${over} page(s) over the ${LIMIT_KB} kB budget.`);
if (over > 0 || unhinted.length > 0) process.exit(1);
