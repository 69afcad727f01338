// Where bench figures go: bench/results/<name>.json (the latest run of each part), read back by
// bench/report.ts to print and by hand into docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const resultsDir = path.join(import.meta.dirname, '..', 'results');

/** Facts about the run that make its figures comparable (or not) with another run. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function writeResult(name: string, figures: unknown): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine: machine(), figures }, null, 2)}\n`,
  );
  return file;
}

/** A fixed-width table for the console. */
export function printTable(rows: (string | number)[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  '));
}
