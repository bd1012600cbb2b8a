// `npm run lighthouse`: mobile Lighthouse (default simulated throttling) of the key pages and of two
// anchor pages (scripts/perf-anchor/: a bare Next.js page and a plain MUI page) in the same run,
// interleaved, RUNS times each. A score depends on the host's speed, so the budget (DESIGN.md §8)
// is a ratio to the MUI anchor: main-thread work <= 1.5x, TBT <= 2x, score within 5 points, CLS 0.
// Exits 1 when a page is over budget. Uses a running stack on :3000, or starts one.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ANCHORS, startAnchor } from './lib/perf-anchor.mjs';
import { buildWeb, needsBuild, PORTS, stackEnv, startStack } from './lib/stack.mjs';

const base = `http://localhost:${PORTS.web}`;
// The landing page, sign-in, the wallet, a seeded channel and two informational pages.
const DEMO_CHANNEL = 'lighthouse-demo';
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/login', '/get-star', `/@${DEMO_CHANNEL}`, '/pricing', '/about-us'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = { mainThread: 1.5, tbt: 2, scorePoints: 5 };
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function isUp() {
  try {
    return (await fetch(base, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The CPU time of the page's main thread in Lighthouse's trace (its top-level tasks' thread time,
 * unthrottled, x4 as Lighthouse scales its own figure). Printed beside the budgeted main-thread work,
 * which is wall time: on a busy 2-core machine that also counts the time a task waited for a core
 * (the servers, Chromium's other processes, Lighthouse itself). The renderer's main thread with the
 * most work is the page's.
 */
function mainThreadCpu(trace, slowdown) {
  const events = trace?.traceEvents ?? [];
  let most = 0;
  for (const thread of events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')) {
    let sum = 0;
    for (const event of events) {
      if (event.ph === 'X' && event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid)
        sum += event.tdur ?? event.dur ?? 0;
    }
    most = Math.max(most, sum);
  }
  return (most / 1000) * slowdown;
}

/**
 * Requests the page as the visitor before would have, until the server answers it from its cache
 * as fresh (`x-nextjs-cache` HIT, or no cache at all). Lighthouse comes back to a page every ~30 s,
 * which is the channel page's revalidation period: unprimed, every measured visit was the first
 * after it expired, so the server rendered the page again on the same two cores while the browser
 * loaded it, and the stale page had its supporters list refresh itself. Measured is the common
 * visitor, who gets a page rendered for the one before (README, "Lighthouse").
 */
async function prime(url) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    const cache = response.headers.get('x-nextjs-cache');
    if (cache === null || cache === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Headless Chromium for one measurement. */
function launchChrome() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // As Playwright and Puppeteer launch headless Chromium. Without it, mobile emulation flashes
      // an overlay scrollbar on every page taller than the screen and fades it out over ~300 ms:
      // about 20 frames, each composited in software here and kept as a trace screenshot, whose
      // CPU (viz 179 ms against 50 for /about-us) the page's main thread waits behind on 2 cores.
      // The MUI anchor fits the screen and has none. LIGHTHOUSE_SCROLLBARS=1 measures with them.
      ...(process.env.LIGHTHOUSE_SCROLLBARS === '1' ? [] : ['--hide-scrollbars']),
    ],
  });
}

/**
 * One measurement, in a browser of its own (as Lighthouse's CLI runs): no renderer, V8 compilation
 * cache or heap left warm by the page measured before it, so each run is a first visit and the
 * runs of a page are independent of the order they are taken in.
 */
async function measure(url) {
  await prime(url);
  const chrome = await launchChrome();
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  } finally {
    chrome.kill();
  }
  const { lhr, artifacts } = result;
  return {
    cpu: mainThreadCpu(
      artifacts.Trace,
      lhr.configSettings.throttlingMethod === 'simulate' ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1,
    ),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    mainThread: lhr.audits['mainthread-work-breakdown'].numericValue ?? 0,
    groups: Object.fromEntries((lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, item.duration])),
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    lcp: (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function summarise(target) {
  const pick = (key) => median(target.runs.map((run) => run[key]));
  return {
    ...target,
    score: pick('score'),
    mainThread: pick('mainThread'),
    cpu: pick('cpu'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    cls: Math.max(...target.runs.map((run) => run.cls)),
    groups: Object.fromEntries(GROUPS.map((group) => [group, median(target.runs.map((run) => run.groups[group] ?? 0))])),
  };
}

// Lighthouse's main-thread categories (mainthread-work-breakdown), printed per page under the
// budget table: where the time went, against the anchor's.
const GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'garbageCollection', 'other'];

function breakdown(rows, anchor) {
  const cell = (row, group) => {
    const ms = Math.round(row.groups[group]);
    return row === anchor
      ? `${ms}`.padStart(11)
      : `${ms} ${(row.groups[group] / Math.max(anchor.groups[group], 1)).toFixed(1)}x`.padStart(11);
  };
  return [
    `${'ms (median)'.padEnd(22)}${GROUPS.map((group) => group.slice(0, 11).padStart(11)).join(' ')}`,
    ...rows.map((row) => `${row.label.padEnd(22)}${GROUPS.map((group) => cell(row, group)).join(' ')}`),
  ].join('\n');
}

function report(rows) {
  const anchor = rows.find((row) => row.reference);
  const ratio = (value, of) => (of > 0 ? value / of : Infinity);
  const over = [];
  const lines = rows.map((row) => {
    const work = ratio(row.mainThread, anchor.mainThread);
    const tbt = ratio(row.tbt, Math.max(anchor.tbt, 1));
    const problems = [];
    if (!row.anchor) {
      if (work > BUDGET.mainThread) problems.push(`main-thread ${work.toFixed(2)}x > ${BUDGET.mainThread}x`);
      if (tbt > BUDGET.tbt) problems.push(`TBT ${tbt.toFixed(2)}x > ${BUDGET.tbt}x`);
      if (anchor.score - row.score > BUDGET.scorePoints) problems.push(`score ${anchor.score - row.score} points under the anchor`);
      if (row.cls > 0.001) problems.push(`CLS ${row.cls.toFixed(3)}`);
      if (problems.length) over.push(`${row.label}: ${problems.join(', ')}`);
    }
    return [
      row.label.padEnd(22),
      `score ${String(row.score).padStart(3)} (${row.runs.map((run) => run.score).join('/')})`,
      `main thread ${String(Math.round(row.mainThread)).padStart(5)} ms ${work.toFixed(2)}x (${row.runs.map((run) => Math.round(run.mainThread)).join('/')})`,
      `(CPU ${String(Math.round(row.cpu)).padStart(5)} ms ${ratio(row.cpu, anchor.cpu).toFixed(2)}x)`,
      `TBT ${String(Math.round(row.tbt)).padStart(4)} ms ${tbt.toFixed(2)}x`,
      `LCP ${row.lcp.toFixed(2)} s ${ratio(row.lcp, anchor.lcp).toFixed(2)}x`,
      `CLS ${row.cls.toFixed(3)}`,
      row.anchor ? '' : problems.length ? 'OVER' : 'ok',
    ].join('  ');
  });
  const index = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
  console.log(
    `Lighthouse (mobile, simulated throttling, median of ${RUNS}, interleaved; benchmarkIndex ${Math.round(index)}).` +
      `\nRatios are to the plain MUI anchor; budget: main-thread <= ${BUDGET.mainThread}x, TBT <= ${BUDGET.tbt}x,` +
      ` score within ${BUDGET.scorePoints} points, CLS 0. (CPU: the main thread's CPU time, printed, not budgeted.)\n${lines.join('\n')}`,
  );
  console.log(`\nWhere the main-thread time went (Lighthouse's categories; ratios to the MUI anchor):\n${breakdown(rows, anchor)}`);
  if (over.length) console.log(`\nOver budget:\n${over.join('\n')}`);
  return over.length === 0;
}

let stack;
let stopAnchor;
let within = false;
// Whatever fails, what this script started is stopped (finally below).
try {
  const env = stackEnv({ LOG_LEVEL: 'warn' });
  if (!(await isUp())) {
    if (needsBuild(env)) await buildWeb(env);
    stack = await startStack({ env, out: { write: () => true } });
  }
  stopAnchor = await startAnchor(env);
  if (paths.includes(`/@${DEMO_CHANNEL}`)) await ensureDemoChannel();
  const targets = [...ANCHORS.map((anchor) => ({ ...anchor, anchor: true })), ...paths.map((p) => ({ label: p, url: base + p }))];
  const skipped = [];
  for (const target of targets) {
    target.runs = [];
    const status = (await fetch(target.url)).status;
    if (status !== 200) skipped.push(`${target.label} not measured: answers ${status} (the page is not built yet)`);
  }
  const measured = targets.filter((target) => !skipped.some((line) => line.startsWith(`${target.label} `)));
  // Interleaved: a slow moment of the machine falls on every page alike, not on one.
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of measured) target.runs.push(await measure(target.url));
  }
  within = report(measured.map(summarise));
  if (skipped.length) console.log(skipped.join('\n'));
} finally {
  await stopAnchor?.();
  await stack?.stop();
}
process.exitCode = within ? 0 : 1;
