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
 * Vite's static handler and mini-oxygen throw on an address with a broken '%' escape and
 * answer a stack trace with local paths: such an address is answered here as the worker
 * answers it itself (server.ts), sent on mended.
 */
export function mendedAddresses() {
  const mend = async () => {
    const {mendedPath, brokenEscapeResponse} =
      await import('../app/lib/broken-escapes.ts');
    return async (req, res, next) => {
      const mended = mendedPath(req.url ?? '/');
      if (!mended) return next();
      const answer = brokenEscapeResponse(req.method ?? 'GET', mended);
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(await answer.text());
    };
  };
  return {
    name: 'mended-addresses',
    async configureServer(server) {
      server.middlewares.use(await mend());
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await mend());
    },
  };
}

/**
 * Oxygen and Cloudflare compress pages at the edge; mini-oxygen answers them raw. Vite's
 * preview compresses a response only when the first piece written reaches 1 KB, and a
 * streamed page's first piece from the worker is sometimes smaller: then the whole page
 * went out raw (one product page in three, 109 KB instead of 23). This one, outside
 * Vite's, compresses whatever Vite's leaves raw, so the benchmarks always measure what
 * shoppers download.
 */
export function compressedPages() {
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
 * mini-oxygen starts its assets server (ports 9100, 9101...) with `listen(port)`, which
 * binds every interface. While the stack starts, a server told only a port listens on
 * the stack's host instead (127.0.0.1 by default), so nothing is reachable from outside.
 */
async function onLoopbackOnly(host, start) {
  const {Server} = await import('node:net');
  const listen = Server.prototype.listen;
  Server.prototype.listen = function (...args) {
    if (
      typeof args[0] === 'number' &&
      (args.length === 1 || typeof args[1] === 'function')
    )
      args.splice(1, 0, host);
    return listen.apply(this, args);
  };
  try {
    return await start();
  } finally {
    Server.prototype.listen = listen;
  }
}

/**
 * Miniflare's workerd is a child process that keeps running (and holding its ports)
 * when this process is killed outright (SIGKILL runs no exit handler). A detached
 * watchdog ends it once this process is gone.
 */
async function stopWorkerdWithUs() {
  if (process.platform !== 'linux') return;
  const {execFileSync, spawn} = await import('node:child_process');
  let pids = [];
  try {
    pids = execFileSync(
      'ps',
      ['-o', 'pid=,comm=', '--ppid', String(process.pid)],
      {encoding: 'utf8'},
    )
      .split('\n')
      .filter((line) => line.includes('workerd'))
      .map((line) => line.trim().split(/\s+/)[0]);
  } catch {
    return;
  }
  if (!pids.length) return;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill ${pids.join(' ')} 2>/dev/null`;
  spawn('sh', ['-c', script], {detached: true, stdio: 'ignore'}).unref();
}

/**
 * @react-router/dev 7 starts its own Vite servers with `envFile: false`, which Vite 8.1+
 * reports as deprecated on every start; nothing in our config can reach those servers.
 * React Router 8 passes `envDir: false` instead (remix-run/react-router#15230): drop this
 * filter when upgrading to it.
 */
const UPSTREAM_DEPRECATION =
  'The `envFile` option is deprecated, please use `envDir: false` instead.';
let filtering = false;
function hideUpstreamDeprecation() {
  if (filtering) return;
  filtering = true;
  const warn = console.warn;
  console.warn = (...args) => {
    if (typeof args[0] === 'string' && args[0].includes(UPSTREAM_DEPRECATION))
      return;
    warn.apply(console, args);
  };
}

/**
 * Start-up prints the addresses and nothing of ours besides (issue 16). Vite's dependency
 * optimizer announces each pass, and a dependency's broken source map (oauth4webapi ships
 * one) warns on first load: neither is something the developer can act on.
 */
function startupQuietLogger(vite, logLevel) {
  const logger = vite.createLogger(logLevel);
  const noise = (message) =>
    /\[optimizer\] (scanning|bundling) dependencies|Sourcemap for ".*node_modules.*" points to missing source files/.test(
      message,
    );
  return {
    ...logger,
    info: (message, options) => noise(message) || logger.info(message, options),
    warn: (message, options) => noise(message) || logger.warn(message, options),
    warnOnce: (message, options) =>
      noise(message) || logger.warnOnce(message, options),
  };
}

/**
 * @param {{mode: 'dev' | 'preview', port?: number, host?: string, sandboxPort?: number,
 *   sandboxDb?: string, env?: Record<string, string>, quiet?: boolean}} options
 */
export async function startStack({
  mode,
  port = 3000,
  host = '127.0.0.1',
  sandboxPort = 4100,
  sandboxDb = '.sandbox-data/store.db',
  env = {},
  quiet = false,
}) {
  const source = {...process.env, ...env};
  let sandbox;
  if (!hasCommerceCredentials(source)) {
    const {startSandbox} = await import('../sandbox/server.ts');
    sandbox = await startSandbox({port: sandboxPort, dbPath: sandboxDb}).catch(
      (error) => {
        if (error?.code !== 'EADDRINUSE') throw error;
        return startSandbox({port: 0, dbPath: sandboxDb});
      },
    );
    // Explicit settings win over sandbox defaults, so one can point a single service elsewhere.
    Object.assign(
      source,
      sandboxEnv(sandbox.origin),
      workerEnv({...process.env, ...env}),
    );
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
  const logLevel = quiet ? 'warn' : 'info';
  // The config file's oxygen() reads process.env; give it the same bindings.
  Object.assign(process.env, bindings);
  if (quiet) process.env.STOREFRONT_QUIET_REQUESTS = '1';
  let server;
  if (mode === 'dev') {
    server = await onLoopbackOnly(host, () =>
      vite.createServer({
        server: {port, host, strictPort: false},
        logLevel,
        customLogger: startupQuietLogger(vite, logLevel),
        plugins: [mendedAddresses()],
      }),
    );
    await server.listen();
  } else {
    server = await onLoopbackOnly(host, () =>
      // The config file's oxygen() serves the worker; a second one here would start a second workerd.
      vite.preview({
        preview: {port, host, strictPort: false},
        logLevel,
        plugins: [mendedAddresses(), compressedPages()],
      }),
    );
  }
  const address =
    server.resolvedUrls?.local?.[0]?.replace(/\/$/, '') ??
    `http://${host}:${port}`;
  await stopWorkerdWithUs();

  return {
    url: address,
    sandbox,
    async close() {
      await server.close();
      await sandbox?.close();
    },
  };
}
