// `npm test`: every check the project has, in order. A failed check does not stop the ones after
// it (a CI run then reports every failing stage at once); the run fails if any check failed.
// Server tests run twice, on PGlite and on PostgreSQL (DATABASE_URL, or a throwaway cluster).
// With CI set, a missing browser or database fails the run instead of being skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { findChromium } from './lib/chromium.mjs';

const inCI = Boolean(process.env.CI);
const totals = { passed: 0, failed: 0 };
/** The titles of the checks that failed, reported at the end. */
const failedChecks = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));

/** Each check's title and seconds, printed at the end: where the run's time went. */
const timings = [];

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push({ title, seconds: Math.round((Date.now() - started) / 1000) });
  if (result.status !== 0) failedChecks.push(title);
  return result.status === 0;
}

function vitest(title, project, env = {}, files = []) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = step(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...files,
    ],
    env,
  );
  if (fs.existsSync(report)) {
    const { numPassedTests, numFailedTests } = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
  }
  return ok;
}

function finish(ok, reason) {
  if (reason) console.error(`\n✖ ${reason}`);
  console.log('\nseconds per check:');
  for (const { title, seconds } of timings) console.log(`${String(seconds).padStart(6)}  ${title}`);
  for (const title of failedChecks) console.error(`✖ failed: ${title}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

function missing(what) {
  if (inCI) finish(false, `${what} is missing; CI must not skip it (.ci/run installs it).`);
  console.warn(`\n⚠ ${what} is missing: those tests are SKIPPED on this machine. CI does not skip them.`);
}

const checks = [
  () => step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => step('lint', 'npm', ['run', '--silent', 'lint']),
  ...(fs.existsSync('scripts/schemas-check.ts')
    ? [() => step('schema checks', 'node', ['--import', 'tsx', 'scripts/schemas-check.ts'])]
    : []),
  () => vitest('unit and component tests', 'unit'),
  () => vitest('build and bench script tests', 'build'),
  () => vitest('server tests on PGlite', 'server', { DATABASE_URL: '' }),
  () => vitest('security tests on PGlite', 'security', { DATABASE_URL: '' }),
  // The other reliability cases are about PostgreSQL; chat clients through a plain restart are
  // about both (PGlite: one process per data folder, one connection).
  () =>
    vitest('reliability test on PGlite', 'reliability', { DATABASE_URL: '' }, ['tests/reliability/ws-restart.test.ts']),
];
for (const check of checks) check();

let postgres = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = await startThrowawayPostgres();
  databaseUrl = postgres?.url;
}
if (databaseUrl) {
  vitest('server tests on PostgreSQL', 'server', { DATABASE_URL: databaseUrl });
  // kill -9, SIGTERM and an unreachable database are PostgreSQL cases: same cluster, kept alive.
  vitest('reliability tests on PostgreSQL', 'reliability', { DATABASE_URL: databaseUrl });
  postgres?.stop();
} else {
  missing('PostgreSQL (Debian package postgresql)');
}

const chromium = findChromium();
if (chromium) {
  if (step('build the app', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
    // Gzip bytes of /login and of a CRUD screen against their plain antd peers, built here (bench/bundle-budget.ts).
    step('bundle budget', 'node', ['--import', 'tsx', 'bench/bundle-budget.ts']);
    vitest('end-to-end tests in Chromium', 'e2e', { CHROMIUM_PATH: chromium });
  }
} else {
  missing('Chromium (Debian package chromium)');
}
finish(failedChecks.length === 0 && totals.failed === 0, failedChecks.length ? 'some checks failed (see above).' : '');
