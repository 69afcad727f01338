// Import figures (issue 25): the real server (its own process, PGlite) imports BENCH_IMPORT_ROWS
// registrations (100,000 unless said; the most one file may hold) from one CSV file through the
// import job API: the check (every row through the POST path in a rolled-back transaction), then
// the all-or-nothing commit, while the bench reads the server's peak memory (/proc/<pid>/status VmHWM).
import fs from 'node:fs';
import { apiLogin, expectStatus } from '../tests/e2e/support/admin-api';
import { seededDataDir } from '../tests/e2e/support/seeded-data-dir';
import { startServer } from '../tests/e2e/support/server';
import type { ImportJobView } from '../schemas/wire/import';

export interface ImportFigures {
  rows: number;
  fileMb: number;
  checkSeconds: number;
  commitSeconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
}

const ROWS = Number(process.env.BENCH_IMPORT_ROWS) || 100_000;
const POLL_MS = 500;

function peakRssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((item) => item.startsWith('VmHWM:'));
  return Math.round(Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024);
}

function registrationsCsv(rows: number): Buffer {
  const lines = ['\uFEFFUsername,E-mail,Phone,Company,Review'];
  for (let n = 1; n <= rows; n++) lines.push(`user${n},user${n}@example.com,13800138000,Shop ${n % 50},待审核`);
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

export async function measureImport(): Promise<ImportFigures> {
  const dataDir = await seededDataDir(async () => {});
  const server = await startServer({ captcha: false, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
  try {
    const session = await apiLogin(server.baseURL);
    const bytes = registrationsCsv(ROWS);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'registrations.csv');
    const headers = { Authorization: session.token, Language: 'en' };
    const poll = async (job: ImportJobView, while_: ImportJobView['status']) => {
      while (job.status === while_) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        job = await expectStatus(session.call<ImportJobView>('GET', `api/imports/${job.id}`), 200);
      }
      return job;
    };
    const started = Date.now();
    const upload = await fetch(`${server.baseURL}/prod-api/api/imports?screen=tools/register`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const checked = await poll((await upload.json()) as ImportJobView, 'checking');
    if (checked.status !== 'checked' || checked.problemCount > 0) throw new Error(`check: ${JSON.stringify(checked)}`);
    const checkSeconds = (Date.now() - started) / 1000;
    const committing = Date.now();
    const done = await poll(
      await expectStatus(session.call<ImportJobView>('POST', `api/imports/${checked.id}/commit`), 202),
      'committing',
    );
    if (done.status !== 'done' || done.rowsDone !== ROWS) throw new Error(`commit: ${JSON.stringify(done)}`);
    const commitSeconds = (Date.now() - committing) / 1000;
    return {
      rows: ROWS,
      fileMb: Math.round((bytes.byteLength / 1024 / 1024) * 10) / 10,
      checkSeconds: Math.round(checkSeconds),
      commitSeconds: Math.round(commitSeconds),
      rowsPerSecond: Math.round(ROWS / (checkSeconds + commitSeconds)),
      peakRssMb: peakRssMb(server.pid),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
