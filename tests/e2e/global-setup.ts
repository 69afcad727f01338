// One shared server (captcha off, as automated tests may) for the e2e suite.
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Mail goes out within a second, and a refused one fails after four quick retries, so the
  // e-mail log test sees both without waiting minutes.
  server = await startServer({
    captcha: false,
    env: { MAIL_SEND_INTERVAL_MS: '1000', MAIL_RETRY_DELAYS_MS: '300,300,300,300' },
  });
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
