// `npm run bench`: builds the app, then measures the bundle, the server and the browser, prints
// every figure beside its budget or peer, and writes bench/results/<part>.json. Not part of
// `npm test` (only the bundle budget is, through bench/bundle-budget.ts).
// `npm run bench -- bundle server` runs only the parts named; `export` (1,000,000 rows, minutes)
// runs only when named: `npm run bench -- export`; so do `import` (100,000 rows) and `scale`
// (lists at 10,000 to 1,000,000 orders on PostgreSQL, BENCH_SCALE_ROWS to stop sooner).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { measureBrowser, type BrowserFigures, type BrowserReference } from './browser';
import { checkBundles, printBudgets } from './bundle-budget';
import { measureExport, type ExportFigures } from './export';
import { measureImport } from './import';
import type { Comparison } from './lib/comparison';
import { printTable, writeResult } from './lib/results';
import { measureRenderer, type RendererFigures, type RendererReference } from './renderer';
import { measureScale, type ScaleFigures } from './scale';
import { measureServer, type ServerFigures } from './server';

const parts = ['bundle', 'server', 'browser', 'renderer', 'export', 'import', 'scale'] as const;
const onlyWhenNamed = new Set<string>(['export', 'import', 'scale']);
const asked = process.argv.slice(2).filter((arg) => (parts as readonly string[]).includes(arg));
const wanted = (part: (typeof parts)[number]) => (asked.length === 0 ? !onlyWhenNamed.has(part) : asked.includes(part));
let failed = false;

function printServer({ bare, databases, skipped }: ServerFigures): void {
  const rows: (string | number)[][] = [['database', 'route', 'req/s', 'p50 ms', 'p99 ms', 'vs bare Fastify']];
  rows.push(['-', 'GET /bare (Fastify floor)', bare.requestsPerSecond, bare.p50Ms, bare.p99Ms, '1']);
  for (const { database, routes } of databases) {
    for (const [route, figures] of Object.entries(routes)) {
      rows.push([database, route, figures.requestsPerSecond, figures.p50Ms, figures.p99Ms, figures.vsBare]);
    }
  }
  printTable(rows);
  for (const { database, floor } of databases) {
    if (!floor) continue;
    const { connections, floor: floorRun, list, vsFloor, pairRatios } = floor;
    console.log(
      `\n  ${database}, ${connections} connections: the 20-row user list against its floor (same SQL, no auth);` +
        ` median of the pairs ${pairRatios.join(', ')}`,
    );
    printTable([
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'vs floor (target ≥ 0.5, p99 ≤ 50 ms)'],
      ['GET /floor', floorRun.requestsPerSecond, floorRun.p50Ms, floorRun.p99Ms, '1'],
      ['GET api/sysUser (20 rows)', list.requestsPerSecond, list.p50Ms, list.p99Ms, vsFloor],
    ]);
  }
  skipped.forEach((reason) => console.log(`  skipped: ${reason}`));
}

function printExport({ rows, startRssMb, formats }: ExportFigures): void {
  const table: (string | number)[][] = [
    ['format', 'rows', 's', 'rows/s', 'file MB', 'RSS over the run MB', 'JS heap over the run MB', 'peak RSS MB'],
  ];
  for (const [format, figures] of Object.entries(formats)) {
    const { seconds, rowsPerSecond, fileMb, rssSamplesMb, heapSamplesMb, peakRssMb } = figures;
    table.push([
      format,
      rows,
      seconds,
      rowsPerSecond,
      fileMb,
      rssSamplesMb.join(' '),
      heapSamplesMb.join(' '),
      peakRssMb,
    ]);
  }
  printTable(table);
  console.log(
    `  server RSS before exporting: ${startRssMb} MB (peak RSS is the process's high-water mark since start)`,
  );
}

/** Each query at the largest size beside its floor and targets, then its p95 at every size (the curve). */
function printScale({ sizes, targets }: ScaleFigures): void {
  const largest = sizes.at(-1);
  if (!largest) return;
  const heading = `at ${largest.orders} orders (targets: p95 ≤ ${targets.p95Ms} ms, ≤ ${targets.vsFloor}× floor)`;
  const rows: (string | number)[][] = [
    ['screen', 'query', 'rows', 'p50 ms', 'p95 ms', 'floor p50', 'floor p95', '× floor', heading],
  ];
  for (const query of largest.queries) {
    const { screen, p50Ms, p95Ms, floorP50Ms, floorP95Ms, vsFloor, totalElements, meetsTargets } = query;
    rows.push([
      screen,
      query.query,
      totalElements,
      p50Ms,
      p95Ms,
      floorP50Ms,
      floorP95Ms,
      vsFloor,
      meetsTargets ? 'yes' : 'NO',
    ]);
  }
  printTable(rows);
  console.log('\n  p95 ms by size (orders; goods and users a tenth, login records as many)');
  const curve: (string | number)[][] = [['screen', 'query', ...sizes.map((size) => size.orders)]];
  largest.queries.forEach((query, index) =>
    curve.push([query.screen, query.query, ...sizes.map((size) => size.queries[index]?.p95Ms ?? '-')]),
  );
  printTable(curve);
}

function printBrowser(
  figures: BrowserFigures | Omit<RendererFigures, 'domRows'>,
  reference: BrowserReference | RendererReference,
): void {
  const rows: (string | number)[][] = [
    [
      'measure (median of 7)',
      'ours ms',
      'peer ms',
      'ratio',
      'of medians',
      'within 1.2x',
      'long tasks ours/peer',
      'main thread ms ours/peer',
    ],
  ];
  // One row per figure; a reference figure has no budget, so its verdict says so.
  const row = (name: string, { ours, peer, ratio, ratioOfMedians }: Comparison, verdict: string) => [
    name,
    ours.medianMs,
    peer.medianMs,
    ratio,
    ratioOfMedians,
    verdict,
    `${ours.medianLongTasks}/${peer.medianLongTasks}`,
    ours.medianCpuMs === undefined ? '-' : `${ours.medianCpuMs}/${peer.medianCpuMs}`,
  ];
  for (const [name, figure] of Object.entries(figures))
    rows.push(row(name, figure, figure.ratio <= 1.2 ? 'yes' : 'NO'));
  for (const [name, figure] of Object.entries(reference)) rows.push(row(`${name} (reference)`, figure, 'no budget'));
  printTable(rows);
}

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-dist-'));
try {
  // The renderer part builds its own pages and needs neither the app nor the server.
  if (wanted('bundle') || wanted('server') || wanted('browser')) {
    console.log('▶ building the app');
    await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  }

  if (wanted('bundle')) {
    console.log('\n▶ bundle: gzip bytes of JS+CSS');
    const bundles = await checkBundles(distDir);
    printBudgets(bundles);
    writeResult('bundle', bundles);
    failed ||= bundles.some((result) => !result.ok);
  }
  if (wanted('server')) {
    console.log('\n▶ server: autocannon on loopback, 10 connections');
    const server = await measureServer();
    printServer(server);
    writeResult('server', server);
  }
  if (wanted('browser')) {
    console.log(
      '\n▶ browser: Chromium, fresh context per run; peers = plain antd pages (the users screen by hand for the click)',
    );
    const browser = await measureBrowser(distDir);
    printBrowser(browser.figures, browser.reference);
    writeResult('browser', { ...browser.figures, reference: browser.reference });
    failed ||= Object.values(browser.figures).some(({ ratio }) => ratio > 1.2);
  }
  if (wanted('renderer')) {
    console.log(
      '\n▶ renderer: Chromium; peers = the bench screen by hand (toolbar, antd virtual Table), plain Formily form (bench/peers)',
    );
    const {
      figures: { domRows, ...figures },
      reference,
    } = await measureRenderer();
    printBrowser(figures, reference);
    console.log(`  table rows in the DOM with 10,000 shown: ours ${domRows.ours}, peer ${domRows.peer}`);
    writeResult('renderer', { ...figures, domRows, reference });
    failed ||= Object.values(figures).some(({ ratio }) => !(ratio <= 1.2));
  }
  if (wanted('export')) {
    console.log('\n▶ export: the real server on PGlite exports the orders as CSV, then .xlsx; its memory meanwhile');
    const figures = await measureExport();
    printExport(figures);
    writeResult('export', figures);
  }
  if (wanted('import')) {
    console.log('\n▶ import: the real server on PGlite checks, then commits, one CSV file of registrations');
    const figures = await measureImport();
    console.table([figures]);
    writeResult('import', figures);
  }
  if (wanted('scale')) {
    console.log(
      '\n▶ scale: the real server on PostgreSQL lists orders, goods, users and login records at growing sizes',
    );
    const figures = await measureScale((sofar) => writeResult('scale', sofar));
    printScale(figures);
    writeResult('scale', figures);
    failed ||= figures.sizes.at(-1)!.queries.some((query) => !query.meetsTargets);
  }
} finally {
  fs.rmSync(distDir, { recursive: true, force: true });
}
console.log(
  `\nResults in bench/results/. ${failed ? 'Some figures miss their budget or peer (see above).' : 'Every figure is within its budget.'}`,
);
process.exitCode = failed ? 1 : 0;
