// One shared server (captcha off, as automated tests may) for the e2e suite.
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer({ captcha: false });
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
