import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const alias = {'~': fileURLToPath(new URL('./app', import.meta.url))};

export default defineConfig({
  resolve: {alias},
  test: {
    projects: [
      {
        resolve: {alias},
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/console-guard.ts'],
        },
      },
      {
        resolve: {alias},
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/worker/global-setup.ts'],
          setupFiles: ['tests/support/console-guard.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
