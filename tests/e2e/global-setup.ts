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
  const stack = await startStack({mode: 'preview', port: 0, sandboxPort: 0, sandboxDb: join(dir, 'store.db'), quiet: true});
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_SANDBOX_ORIGIN = stack.sandbox?.origin ?? '';
  return async () => {
    await stack.close();
  };
}
