import {readFileSync} from 'node:fs';
import type {Readable} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {Miniflare} from 'miniflare';
import {inject} from 'vitest';
import {sandboxEnv} from '../../scripts/worker-env.mjs';
import {expectConsoleError} from '../support/console-guard';

async function startWorker(
  overrides: Record<string, string>,
  output?: {text: string},
) {
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
    bindings: {...sandboxEnv(inject('sandboxOrigin')), ...overrides},
    ...(output && {
      handleRuntimeStdio(stdout: Readable, stderr: Readable) {
        for (const stream of [stdout, stderr])
          stream.on(
            'data',
            (chunk: Buffer) => (output.text += chunk.toString()),
          );
      },
    }),
  });
  return miniflare;
}

describe('start-up configuration', () => {
  it('stops with the list of bad variables instead of serving pages', async () => {
    // The worker logs the refusal with the list it serves, line by line.
    expectConsoleError(/^Error: Invalid environment variable values detected/);
    expectConsoleError(
      /^- PUBLIC_(CONTENT_REPOSITORY|EMAIL_MARKETING_ENABLED): /,
    );
    const worker = await startWorker({
      PUBLIC_EMAIL_MARKETING_ENABLED: 'maybe',
      PUBLIC_CONTENT_REPOSITORY: '-bad-',
    });
    try {
      const response = await worker.dispatchFetch('http://localhost/');
      const body = await response.text();
      expect(response.status).toBe(500);
      expect(body).toContain('Invalid environment variable values detected');
      expect(body).toContain('PUBLIC_EMAIL_MARKETING_ENABLED');
      expect(body).toContain(
        'PUBLIC_CONTENT_REPOSITORY: An invalid Prismic repository name was given',
      );
    } finally {
      await worker.dispose();
    }
  });

  it('prints nothing of its own on a healthy start (no cart API version warning)', async () => {
    const output = {text: ''};
    const worker = await startWorker({}, output);
    try {
      for (const path of ['/', '/cart', '/_.data']) {
        const response = await worker.dispatchFetch(`http://localhost${path}`);
        expect(response.status, path).toBe(200);
        await response.arrayBuffer();
      }
      // workerd hands its output over asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(output.text).toBe('');
    } finally {
      await worker.dispose();
    }
  });
});
