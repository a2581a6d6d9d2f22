import {defineConfig} from '@playwright/test';
import {resolveChromium} from './scripts/chromium.mjs';

// Debian's Chromium when installed, else the one the npm package ships (scripts/chromium.mjs); never a download.
const chromium = await resolveChromium();

// Screenshots are compared with baselines drawn by the same browser: the packaged Chromium
// smooths text differently from Debian's (about 2% of a page's pixels), so it has its own set.
const baselines = chromium.source.startsWith('@sparticuz/chromium')
  ? '-npm-chromium'
  : '';

/**
 * Browser tests run against the production build served by mini-oxygen on a fresh
 * sandbox store (tests/e2e/global-setup.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  snapshotPathTemplate: `{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-projectName}{-snapshotSuffix}${baselines}{ext}`,
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  globalSetup: './tests/e2e/global-setup.ts',
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json',
      },
    ],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium.executablePath,
      env: chromium.env,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Google's tag fails at once instead of waiting on a network this machine does not have.
        '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND',
      ],
    },
  },
});
