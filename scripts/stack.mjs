/**
 * Starts what a shopper needs on this machine: the sandbox store (unless real
 * credentials are configured) and the storefront, in dev (Vite + mini-oxygen) or
 * preview (the production build in mini-oxygen). Used by `npm run dev`,
 * `npm run preview`, the browser tests and the benchmarks.
 */
import {existsSync} from 'node:fs';
import {hasCommerceCredentials, sandboxEnv, workerEnv} from './worker-env.mjs';

export function loadDotEnv() {
  for (const file of ['.env', '.env.local']) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

/**
 * Oxygen and Cloudflare compress pages at the edge; mini-oxygen answers them raw (Vite
 * compresses only the static files). The preview compresses pages too, so the
 * benchmarks measure what shoppers download.
 */
function compressedPages() {
  return {
    name: 'compressed-pages',
    configurePreviewServer: {
      order: 'pre',
      async handler(server) {
        const {default: compression} = await import('@polka/compression');
        server.middlewares.use(compression({threshold: 0}));
      },
    },
  };
}

/**
 * @react-router/dev 7 starts its own Vite servers with `envFile: false`, which Vite 8.1+
 * reports as deprecated on every start; nothing in our config can reach those servers.
 * React Router 8 passes `envDir: false` instead (remix-run/react-router#15230): drop this
 * filter when upgrading to it.
 */
const UPSTREAM_DEPRECATION = 'The `envFile` option is deprecated, please use `envDir: false` instead.';
let filtering = false;
function hideUpstreamDeprecation() {
  if (filtering) return;
  filtering = true;
  const warn = console.warn;
  console.warn = (...args) => {
    if (typeof args[0] === 'string' && args[0].includes(UPSTREAM_DEPRECATION)) return;
    warn.apply(console, args);
  };
}

/**
 * @param {{mode: 'dev' | 'preview', port?: number, host?: string, sandboxPort?: number,
 *   sandboxDb?: string, env?: Record<string, string>, quiet?: boolean}} options
 */
export async function startStack({mode, port = 3000, host = '127.0.0.1', sandboxPort = 4100, sandboxDb = '.sandbox-data/store.db', env = {}, quiet = false}) {
  const source = {...process.env, ...env};
  let sandbox;
  if (!hasCommerceCredentials(source)) {
    const {startSandbox} = await import('../sandbox/server.ts');
    sandbox = await startSandbox({port: sandboxPort, dbPath: sandboxDb}).catch((error) => {
      if (error?.code !== 'EADDRINUSE') throw error;
      return startSandbox({port: 0, dbPath: sandboxDb});
    });
    // Explicit settings win over sandbox defaults, so one can point a single service elsewhere.
    Object.assign(source, sandboxEnv(sandbox.origin), workerEnv({...process.env, ...env}));
  }

  const bindings = workerEnv(source);
  const {parseEnv} = await import('../app/lib/env.ts');
  const {checkSites} = await import('./check-sites.mjs');
  try {
    parseEnv(bindings);
    await checkSites();
  } catch (error) {
    await sandbox?.close();
    throw error;
  }

  hideUpstreamDeprecation();
  const vite = await import('vite');
  const {oxygen} = await import('@shopify/mini-oxygen/vite');
  const logLevel = quiet ? 'warn' : 'info';
  // The config file's oxygen() reads process.env; give it the same bindings.
  Object.assign(process.env, bindings);
  let server;
  if (mode === 'dev') {
    server = await vite.createServer({server: {port, host, strictPort: false}, logLevel});
    await server.listen();
  } else {
    server = await vite.preview({preview: {port, host, strictPort: false}, logLevel, plugins: [compressedPages(), oxygen({env: bindings})]});
  }
  const address = server.resolvedUrls?.local?.[0]?.replace(/\/$/, '') ?? `http://${host}:${port}`;

  return {
    url: address,
    sandbox,
    async close() {
      await server.close();
      await sandbox?.close();
    },
  };
}
