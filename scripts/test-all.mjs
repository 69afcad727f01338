// `npm test`: every check the project has. A failed check does not stop the ones after it (a CI
// run then reports every failing stage at once); the run fails if any check failed.
// Server tests run twice, on PGlite and on PostgreSQL (DATABASE_URL, or a throwaway cluster).
// With CI set, a missing browser or database fails the run instead of being skipped.
//
// The checks run in two lanes side by side. Vitest gives a project cores − 1 workers, one on the
// 2-core CI machine, and the browser tests mostly wait on pages: one lane after another left a core
// idle for most of the run. Each check's output is printed whole when it ends, so two lanes never
// interleave their lines; the end lists each check's seconds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';
import { findChromium } from './lib/chromium.mjs';

const inCI = Boolean(process.env.CI);
const totals = { passed: 0, failed: 0 };
/** The checks that failed, with their output: their errors are repeated at the end. */
const failedChecks = [];
/** One line per failed test (name and first line of its error), from the JSON reports: the last lines of the run. */
const failedTests = [];
/** Each check's title and seconds, printed at the end: where the run's time went. */
const timings = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
const runStarted = Date.now();
const clock = () => `${Math.round((Date.now() - runStarted) / 1000)} s`;

/** Runs one check with its output kept, then prints that output under the check's title. */
function step(title, command, args, env = {}) {
  // Also written to a file as it comes, to follow a long check while it runs (tail -f).
  const logFile = path.join(reportDir, `${title.replace(/\W+/g, '-')}.log`);
  console.log(`▶ ${title} (started at ${clock()}; follow it in ${logFile})`);
  const started = Date.now();
  const output = [];
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  const keep = (chunk) => {
    output.push(chunk);
    fs.appendFileSync(logFile, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      timings.push({ title, seconds });
      const ok = code === 0;
      if (!ok) failedChecks.push({ title, output: Buffer.concat(output).toString() });
      process.stdout.write(`\n━━━ ${title}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s ━━━\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

async function vitest(title, project, env = {}, files = []) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = await step(
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
    const { numPassedTests, numFailedTests, testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
    for (const file of testResults) failedTests.push(...failuresOf(title, file));
  }
  return ok;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';

/** A file's failed tests, or the file itself when it failed outside a test (a hook, an import). */
function failuresOf(title, file) {
  const where = path.relative(process.cwd(), file.name);
  const failed = file.assertionResults.filter((test) => test.status === 'failed');
  if (failed.length === 0 && file.status === 'failed') return [`${title}: ${where}: ${firstLine(file.message)}`];
  return failed.map((test) => `${title}: ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
}

/**
 * What a failed check said about its failure: vitest's failure sections (failed tests, unhandled
 * errors), or the end of the output. CI keeps only the end of a long log, so it is repeated there.
 */
function failureExcerpt(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /⎯{3,} (Failed|Unhandled)/.test(line));
  const from = start >= 0 ? start : Math.max(0, lines.length - 40);
  return lines.slice(from, from + 80).join('\n');
}

function finish(ok, reason) {
  for (const { title, output } of failedChecks) {
    console.error(`\n━━━ why ${title} failed ━━━\n${failureExcerpt(output)}`);
  }
  if (reason) console.error(`\n✖ ${reason}`);
  console.log('\nseconds per check:');
  for (const { title, seconds } of timings) console.log(`${String(seconds).padStart(6)}  ${title}`);
  console.log(`${String(Math.round((Date.now() - runStarted) / 1000)).padStart(6)}  the whole run`);
  for (const { title } of failedChecks) console.error(`✖ failed: ${title}`);
  for (const line of failedTests) console.error(`  ✖ ${line}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

function missing(what) {
  if (inCI) finish(false, `${what} is missing; CI must not skip it (.ci/run installs it).`);
  console.warn(`\n⚠ ${what} is missing: those tests are SKIPPED on this machine. CI does not skip them.`);
}

const chromium = findChromium();
if (!chromium) missing('Chromium (Debian package chromium)');
let postgres = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  postgres = await startThrowawayPostgres();
  databaseUrl = postgres?.url;
}
if (!databaseUrl) missing('PostgreSQL (Debian package postgresql)');

/** The static checks and every PGlite and PostgreSQL project, one after another. */
async function codeAndServerLane() {
  await step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  await step('lint', 'npm', ['run', '--silent', 'lint']);
  await vitest('unit and component tests', 'unit');
  await vitest('build and bench script tests', 'build');
  await vitest('server tests on PGlite', 'server', { DATABASE_URL: '' });
  await vitest('security tests on PGlite', 'security', { DATABASE_URL: '' });
  if (!databaseUrl) return;
  await vitest('server tests on PostgreSQL', 'server', { DATABASE_URL: databaseUrl });
  // kill -9, SIGTERM and an unreachable database are PostgreSQL cases: same cluster, kept alive.
  await vitest('reliability tests on PostgreSQL', 'reliability', { DATABASE_URL: databaseUrl });
}

/**
 * The build, its size against the plain antd peers (bench/bundle-budget.ts) and the browser tests,
 * then two checks placed here so the lanes end near each other (their seconds are printed at the end).
 */
async function browserLane() {
  await step('schema checks', 'node', ['--import', 'tsx', 'scripts/schemas-check.ts']);
  if (chromium && (await step('build the app', 'npx', ['vite', 'build', '--logLevel', 'warn']))) {
    await step('bundle budget', 'node', ['--import', 'tsx', 'bench/bundle-budget.ts']);
    await vitest('end-to-end tests in Chromium', 'e2e', { CHROMIUM_PATH: chromium });
  }
  // The other reliability cases are about PostgreSQL; chat clients through a plain restart are
  // about both (PGlite: one process per data folder, one connection).
  await vitest('reliability test on PGlite', 'reliability', { DATABASE_URL: '' }, [
    'tests/reliability/ws-restart.test.ts',
  ]);
}

await Promise.all([codeAndServerLane(), browserLane()]);
postgres?.stop();
finish(failedChecks.length === 0 && totals.failed === 0, failedChecks.length ? 'some checks failed (see above).' : '');
