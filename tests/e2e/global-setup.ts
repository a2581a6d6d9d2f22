/**
 * Starts the sandbox store (fresh database in a temp folder) and the production build
 * in mini-oxygen, then hands the address to every test through E2E_BASE_URL.
 */
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startStack} from '../../scripts/stack.mjs';

export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  // GA4 is configured so the analytics journeys can read the data layer; Google itself is unreachable (see playwright.config.ts).
  const stack = await startStack({
    mode: 'preview',
    port: 0,
    sandboxPort: 0,
    sandboxDb: join(dir, 'store.db'),
    quiet: true,
    env: {PUBLIC_GA4_ID: 'G-E2E0000001'},
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_SANDBOX_ORIGIN = stack.sandbox?.origin ?? '';
  return async () => {
    await stack.close();
  };
}
