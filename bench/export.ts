// Export figures (issue 25): the real server (its own process, PGlite) exports BENCH_EXPORT_ROWS
// orders (1,000,000 unless said) as CSV and as .xlsx through the export job API, while the bench
// reads the server's resident memory (/proc/<pid>/status: VmRSS now, VmHWM its peak since start).
// Flat memory means the peak stays near the RSS before the export, whatever the row count.
import fs from 'node:fs';
import { apiLogin, expectStatus } from '../tests/e2e/support/admin-api';
import { insertOrders, seededDataDir } from '../tests/e2e/support/seeded-data-dir';
import { startServer } from '../tests/e2e/support/server';
import type { ExportFormat, ExportJobView } from '../schemas/wire/export';
import type { ServerStatus } from '../schemas/wire/monitor';

export interface ExportFigures {
  rows: number;
  /** Server RSS once started, before any export (MB). */
  startRssMb: number;
  formats: Record<
    ExportFormat,
    {
      seconds: number;
      rowsPerSecond: number;
      fileMb: number;
      rssSamplesMb: number[];
      /** The JS heap in use at the same moments (GET api/monitor/server): the rest of RSS is mostly PGlite's memory. */
      heapSamplesMb: number[];
      peakRssMb: number;
    }
  >;
}

const ROWS = Number(process.env.BENCH_EXPORT_ROWS) || 1_000_000;
/** Ten samples spread across the run are enough to see a trend. */
const tenOf = (samples: number[]) =>
  samples.filter((_, index) => index % Math.max(1, Math.ceil(samples.length / 10)) === 0);
const POLL_MS = 500;

/** One field of /proc/<pid>/status in MB (Linux). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((item) => item.startsWith(`${field}:`));
  return Math.round(Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024);
}

export async function measureExport(): Promise<ExportFigures> {
  console.log(`  seeding ${ROWS} orders`);
  const dataDir = await seededDataDir((db) => insertOrders(db, ROWS, 'B'));
  const server = await startServer({
    captcha: false,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    readyWithinMs: 300_000,
  });
  try {
    const session = await apiLogin(server.baseURL);
    const startRssMb = memoryMb(server.pid, 'VmRSS');
    const formats = {} as ExportFigures['formats'];
    for (const format of ['csv', 'xlsx'] as const) {
      const started = Date.now();
      let job = await expectStatus(
        session.call<ExportJobView>('POST', 'api/exports', { screen: 'shop/order', format }),
        202,
      );
      const rssSamplesMb: number[] = [];
      const heapSamplesMb: number[] = [];
      while (job.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        rssSamplesMb.push(memoryMb(server.pid, 'VmRSS'));
        const status = await expectStatus(session.call<ServerStatus>('GET', 'api/monitor/server'), 200);
        heapSamplesMb.push(Math.round(status.process.heapUsedBytes / 1024 / 1024));
        job = await expectStatus(session.call<ExportJobView>('GET', `api/exports/${job.id}`), 200);
      }
      if (job.status !== 'done' || job.rowsDone !== ROWS) throw new Error(`export ${format}: ${JSON.stringify(job)}`);
      const seconds = (Date.now() - started) / 1000;
      const file = await fetch(`${server.baseURL}${job.download}`);
      const fileMb = Math.round(((await file.arrayBuffer()).byteLength / 1024 / 1024) * 10) / 10;
      formats[format] = {
        seconds: Math.round(seconds),
        rowsPerSecond: Math.round(ROWS / seconds),
        fileMb,
        rssSamplesMb: tenOf(rssSamplesMb),
        heapSamplesMb: tenOf(heapSamplesMb),
        peakRssMb: memoryMb(server.pid, 'VmHWM'),
      };
    }
    return { rows: ROWS, startRssMb, formats };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
