/**
 * Worker tests run the production build (dist/server/index.js) inside workerd through
 * Miniflare, against a sandbox store on an ephemeral port with an in-memory database.
 */
import {existsSync, readFileSync} from 'node:fs';
import {Miniflare} from 'miniflare';
import type {TestProject} from 'vitest/node';
import {startSandbox} from '../../sandbox/server.ts';
import {sandboxEnv} from '../../scripts/worker-env.mjs';

const WORKER = 'dist/server/index.js';

export default async function setup(project: TestProject) {
  if (!existsSync(WORKER))
    throw new Error(`${WORKER} is missing: run \`npm run build\` first`);
  const sandbox = await startSandbox();
  const bindings = {
    ...(sandboxEnv(sandbox.origin) as Record<string, string>),
    // Errors go to the sandbox's ingest and GA4 is on, so tests can see what is reported and tagged.
    SENTRY_DSN: `http://public@${new URL(sandbox.origin).host}/1`,
    PUBLIC_GA4_ID: 'G-SANDBOX1',
  };
  const miniflare = new Miniflare({
    // The bundle has dynamic imports Miniflare cannot trace, so the module is given explicitly.
    modulesRoot: 'dist/server',
    modules: [
      {
        type: 'ESModule',
        path: 'dist/server/index.js',
        contents: readFileSync('dist/server/index.js', 'utf8'),
      },
    ],
    compatibilityDate: '2026-04-01',
    bindings,
    port: 0,
  });
  const url = await miniflare.ready;
  project.provide('workerUrl', url.origin);
  project.provide('sandboxOrigin', sandbox.origin);
  return async () => {
    await miniflare.dispose();
    await sandbox.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    workerUrl: string;
    sandboxOrigin: string;
  }
}
