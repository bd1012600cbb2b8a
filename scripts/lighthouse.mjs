// `npm run lighthouse`: mobile performance score and CLS of the key pages (DESIGN.md §8 target:
// performance >= 98, CLS 0) with Debian's Chromium. Uses a running stack on :3000, or starts one.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWeb, needsBuild, PORTS, stackEnv, startStack } from './lib/stack.mjs';

const base = `http://localhost:${PORTS.web}`;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login', '/get-star', '/@starlit'];
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function isUp() {
  try {
    return (await fetch(base, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

let stack;
if (!(await isUp())) {
  const env = stackEnv({ LOG_LEVEL: 'warn' });
  if (needsBuild(env)) await buildWeb(env);
  stack = await startStack({ env, out: { write: () => true } });
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const results = [];
try {
  for (const p of paths) {
    const status = (await fetch(base + p)).status;
    if (status !== 200) {
      results.push(`${p.padEnd(12)} not measured: answers ${status} (the page is not built yet)`);
      continue;
    }
    const { lhr } = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
    const lcp = (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000;
    results.push(`${p.padEnd(12)} performance ${String(score).padStart(3)}  CLS ${cls.toFixed(3)}  LCP ${lcp.toFixed(2)} s`);
  }
} finally {
  chrome.kill();
  await stack?.stop();
}
console.log(`Lighthouse (mobile, simulated throttling), target performance >= 98 and CLS 0\n${results.join('\n')}`);
