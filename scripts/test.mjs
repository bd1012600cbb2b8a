// `npm test`: every check and every test, in the order that fails fastest, then one summary line.
// Each step runs even when an earlier one failed (except e2e without a build), so one run shows
// everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, stackEnv, stampBuild } from './lib/stack.mjs';

const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = stackEnv({ DEPLOY_ENV: 'test' });

let passed = 0;
let failed = 0;
const lines = [];
/**
 * The failed tests' names with the first lines of their errors, repeated under the summary so that
 * the log's last lines say what failed and why (CI shows only the end of a long log).
 */
const failures = [];
const ERROR_LINES = 6;
const ERRORS_SHOWN = 3;
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
// Stack frames outside our code and the source excerpt Playwright adds say nothing new here.
const noise = /node_modules|node:internal|<anonymous>|^\s*>?\s*\d+ \||^\s*\|\s*\^/;
function fail(name, messages) {
  const shown = messages.slice(0, ERRORS_SHOWN).flatMap((message) =>
    plain(message)
      .split('\n')
      .filter((line) => line.trim() !== '' && !noise.test(line))
      .slice(0, ERROR_LINES),
  );
  failures.push([name, ...shown.map((line) => `      ${line.trimEnd()}`)].join('\n'));
}

function step(name, command, args, extraEnv = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

/** A check that is not a test runner counts as one test. */
function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

function vitestCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') fail(`${path.relative(root, suite.name)} › ${test.fullName}`, test.failureMessages ?? []);
      }
    }
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTestSuites === 0 ? 1 : 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** What failed the run outside any test (scripts/lib/vitest-run-errors.mjs), named under the summary. */
function vitestRunErrors(file, project) {
  try {
    const errors = JSON.parse(readFileSync(file, 'utf8'));
    for (const { where, message } of errors) fail(`${project}: ${where}`, [message]);
    return errors.length;
  } catch {
    return 0;
  }
}

function vitest(name, project) {
  const out = path.join(reports, `${project}.json`);
  const runErrors = path.join(reports, `${project}-run-errors.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--reporter=${path.join(root, 'scripts', 'lib', 'vitest-run-errors.mjs')}`];
  const ok = step(name, bin('vitest'), ['run', '--project', project, ...reporters, `--outputFile.json=${out}`], {
    VITEST_RUN_ERRORS: runErrors,
  });
  const counts = vitestCounts(out);
  const outsideTests = ok ? 0 : vitestRunErrors(runErrors, project);
  passed += counts.passed;
  failed += counts.failed + (ok || counts.failed > 0 ? 0 : Math.max(1, outsideTests));
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        // Where the test stopped (the spec's line), then the error's own first lines.
        const where = (error) => (error.location ? `at ${path.relative(root, error.location.file)}:${error.location.line}\n` : '');
        const errors = (test.results ?? []).flatMap((result) => result.errors ?? [result.error]).filter(Boolean);
        fail(
          `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`,
          errors.map((error) => `${where(error)}${error.message ?? error.value}`),
        );
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], here);
  }
}

/** A Playwright suite (`config`: its configuration file, else the e2e one), counted by its tests. */
function playwright(name, report, config) {
  const out = path.join(reports, report);
  const ok = step(name, bin('playwright'), ['test', ...(config ? ['-c', config] : [])], {
    SKIP_BUILD: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  try {
    const { stats, suites } = JSON.parse(readFileSync(out, 'utf8'));
    collectPlaywrightFailures(suites ?? [], []);
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  } catch {
    failed += 1;
  }
}

check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('typecheck (server, without DOM types)', bin('tsc'), ['--noEmit', '-p', 'server/tsconfig.json']);
check('lint', bin('eslint'), ['.']);
check('format (Prettier)', bin('prettier'), ['--check', '.']);
check('translations (every key used in code in every language, none left in English)', process.execPath, [
  path.join(root, 'scripts', 'check-i18n.mjs'),
]);
vitest('unit tests (vitest, jsdom)', 'unit');
vitest(`server tests (vitest, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, 'server');
// The build as `npm run build` makes it: then the compile hints on its chunks (scripts/lib/compile-hints.mjs).
const built =
  step('production build', bin('next'), ['build']) &&
  step('compile hints on the browser chunks', process.execPath, [path.join(root, 'scripts', 'compile-hints.mjs')]);
if (built) {
  stampBuild(env);
  check('document shell (pages start under their script policies)', bin('tsx'), [path.join(root, 'scripts', 'check-document-shell.ts')]);
  check('bundle budget', process.execPath, [path.join(root, 'scripts', 'check-bundle.mjs')]);
  playwright('e2e (Playwright, Chromium, whole stack)', 'e2e.json');
  // Once, after the e2e suite (they share the ports): the same build as a fleet behind HAProxy.
  playwright('fleet (two API and two web instances behind HAProxy, PostgreSQL, Redis)', 'fleet.json', 'tests/fleet/playwright.config.ts');
} else {
  failed += 3;
  lines.push('FAIL bundle budget, e2e and fleet (no build)');
}

console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) console.log(`failed tests:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
