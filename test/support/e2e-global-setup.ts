import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../src/server/paths';
import { type AppServer, startAppServer } from './app-server';
import { ensureChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: AppServer | undefined;

/** Builds the app, starts the real server (local payments test mode) and shares its URL. */
export async function setup(project: TestProject) {
  ensureChromium();
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: projectRoot(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = await startAppServer();
  project.provide('baseURL', server.baseURL);
}

export async function teardown() {
  await server?.stop();
}
