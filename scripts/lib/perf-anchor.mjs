// The anchor pages of `npm run lighthouse`: scripts/perf-anchor/ is a tiny Next.js app (a bare
// page and a plain MUI page) built from the product's own node_modules and served beside the
// product, so every page's start-up work is compared with theirs in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, run } from './stack.mjs';

const folder = path.join(root, 'scripts', 'perf-anchor');
const next = path.join(root, 'node_modules', '.bin', 'next');

export const ANCHOR_PORT = Number(process.env.ANCHOR_PORT ?? 3199);
export const ANCHORS = [
  { label: 'anchor: bare Next.js', url: `http://localhost:${ANCHOR_PORT}/bare` },
  { label: 'anchor: plain MUI', url: `http://localhost:${ANCHOR_PORT}/mui`, reference: true },
];

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/** Builds the anchor app (a few seconds: it is two pages) and serves it; resolves to its stop function. */
export async function startAnchor(env) {
  await run(next, ['build', folder], { ...env, NODE_ENV: 'production' });
  const child = spawn(next, ['start', folder, '-p', String(ANCHOR_PORT)], { cwd: root, env, detached: true, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  while (!(await answers(ANCHORS[0].url))) {
    if (child.exitCode !== null) throw new Error(`The anchor app exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The anchor app did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
    });
}
