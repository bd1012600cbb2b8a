// `npm run lighthouse`: mobile performance of the key pages (DESIGN.md §8 target: performance >= 98,
// CLS 0) with Debian's Chromium, each page RUNS times, reporting the median run (by score) with its
// total blocking time, LCP and CLS. Uses a running stack on :3000, or starts one.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWeb, needsBuild, PORTS, stackEnv, startStack } from './lib/stack.mjs';

const base = `http://localhost:${PORTS.web}`;
// The landing page, sign-in, the wallet, a seeded channel and two informational pages.
const DEMO_CHANNEL = 'lighthouse-demo';
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login', '/get-star', `/@${DEMO_CHANNEL}`, '/pricing', '/about-us'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

/** The channel page measured: one creator's channel, made through the API as a person would (sandbox sign-in). */
async function ensureDemoChannel() {
  const { apiAs, apiSignIn } = await import('../tests/e2e/support/api-session.ts');
  const { tokens } = await apiSignIn({ email: 'lighthouse@demo.test', name: 'Lighthouse Demo' }, randomUUID());
  const mine = await apiAs(tokens).get('/core/v3/channel/my-channel/');
  if (mine.status === 404) {
    const created = await apiAs(tokens).post('/core/v3/channel/my-channel/', { slug: DEMO_CHANNEL, display_name: 'Lighthouse Demo' });
    // 409: an earlier run's account made it (the Auth emulator forgets accounts between runs).
    if (created.status !== 201 && created.status !== 409)
      throw new Error(`The demo channel could not be created: ${created.status} ${JSON.stringify(created.body)}`);
  }
}

const results = [];
let chrome;
// Whatever fails, the stack this script started is stopped (finally below).
try {
  if (paths.includes(`/@${DEMO_CHANNEL}`)) await ensureDemoChannel();
  chrome = await chromeLauncher.launch({
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
  for (const p of paths) {
    const status = (await fetch(base + p)).status;
    if (status !== 200) {
      results.push(`${p.padEnd(12)} not measured: answers ${status} (the page is not built yet)`);
      continue;
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
        lcp: (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      });
    }
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    const scores = runs.map((run) => run.score).join('/');
    results.push(
      `${p.padEnd(14)} performance ${String(median.score).padStart(3)} (runs ${scores})  TBT ${String(Math.round(median.tbt)).padStart(4)} ms  LCP ${median.lcp.toFixed(2)} s  CLS ${median.cls.toFixed(3)}`,
    );
  }
} finally {
  chrome?.kill();
  await stack?.stop();
}
console.log(`Lighthouse (mobile, simulated throttling, median of ${RUNS}), target performance >= 98 and CLS 0\n${results.join('\n')}`);
