// V8's explicit compile hints (Chromium 136 and later), first in every chunk the browser runs.
//
// V8 compiles a function lazily, on the main thread, the first time it is called. Turbopack wraps
// every module in a function, so a page compiled each module it ran in the middle of its start-up:
// 95-145 ms of a 404 page's 554-618 ms of main-thread JavaScript (CPU profile, unthrottled). A script whose first line is the magic comment below has
// its functions compiled eagerly instead, on a background thread while it streams in. A chunk runs
// its modules as soon as it arrives (at start-up, or when a dialog or form first needs it), so
// every chunk gets it; browsers without the hint read a comment. Measured for issue #30 (main-thread
// CPU time of a page's load, paired with the MUI anchor): /about-us 1.64x -> 1.27x, the shell
// alone (a 404) 1.62x -> 1.15x, a channel 1.89x -> 1.45x.
//
// Runs after every `next build` of the product (`npm run build`, scripts/lib/stack.mjs,
// scripts/test.mjs); scripts/check-bundle.mjs counts its bytes and fails when a chunk lacks it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The browser's chunks of the build in `dist`, relative to it (as build-manifest.json names them). */
export function browserChunks(dist) {
  return readdirSync(path.join(dist, 'static', 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name}`)
    .sort();
}

/** Whether the file `file` of `dist` starts with the hint. */
export const hasCompileHint = (dist, file) => readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT);

/** Puts the hint first in every browser chunk of the build in `dist` (once); returns how many chunks there are. */
export function addCompileHints(dist) {
  const files = browserChunks(dist);
  for (const file of files) {
    const where = path.join(dist, file);
    const text = readFileSync(where, 'utf8');
    if (!text.startsWith(COMPILE_HINT)) writeFileSync(where, COMPILE_HINT + text);
  }
  return files.length;
}
