// One shared server (captcha off, as automated tests may) for the e2e suite, serving a copy of
// schemas/: a test may add a screen file there while server tests and checks read the original.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer | undefined;
let schemasDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Mail goes out within a second, and a refused one fails after four quick retries, so the
  // e-mail log test sees both without waiting minutes.
  schemasDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-schemas-')), 'schemas');
  fs.cpSync('schemas', schemasDir, { recursive: true });
  server = await startServer({
    captcha: false,
    env: {
      SCHEMAS_DIR: schemasDir,
      MAIL_SEND_INTERVAL_MS: '1000',
      MAIL_RETRY_DELAYS_MS: '300,300,300,300',
    },
  });
  project.provide('baseURL', server.baseURL);
  project.provide('schemasDir', schemasDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (schemasDir) fs.rmSync(path.dirname(schemasDir), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The folder of screen files the shared server reads (a copy of schemas/). */
    schemasDir: string;
  }
}
