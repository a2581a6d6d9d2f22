/**
 * Hydrogen's own skeleton, the yardstick for this storefront: the starter that ships
 * inside @shopify/cli-hydrogen (from the npm registry), installed and built with React
 * Router's build (no Shopify CLI), then served by mini-oxygen's preview on the same
 * sandbox store as ours.
 *
 * The build is cached per Hydrogen version under .cache/skeleton/ (git-ignored), so a
 * second bench run neither downloads nor builds it again.
 */
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join, resolve} from 'node:path';
import {pageBytes, readManifest} from './bundle.mjs';
import {compressedPages} from '../stack.mjs';

const ROUTES = {
  home: 'routes/_index',
  collection: 'routes/collections.$handle',
  product: 'routes/products.$handle',
  search: 'routes/search',
  cart: 'routes/cart',
};

/**
 * Tooling the starter lists for its own development (Shopify CLI, linters) that
 * `react-router build` never loads: leaving it out keeps the install to a minute on a
 * busy machine and changes nothing that is built or served.
 */
const UNUSED_DEV_TOOLING =
  /eslint|prettier|^@shopify\/cli$|ts-reset|^globals$|graphql-config/;

const hydrogenVersion = () =>
  JSON.parse(
    readFileSync('node_modules/@shopify/hydrogen/package.json', 'utf8'),
  ).version;

/** The built skeleton's folder, downloading and building it the first time. */
export function prepareSkeleton() {
  const root = resolve('.cache/skeleton', hydrogenVersion());
  const app = join(root, 'app');
  const marker = join(root, 'built.json');
  if (existsSync(marker))
    return {app, ...JSON.parse(readFileSync(marker, 'utf8'))};

  rmSync(root, {recursive: true, force: true});
  mkdirSync(root, {recursive: true});
  const cliVersion = execFileSync(
    'npm',
    ['view', '@shopify/cli-hydrogen', 'version'],
    {encoding: 'utf8'},
  ).trim();
  console.log(
    `bench: building Hydrogen's skeleton from @shopify/cli-hydrogen@${cliVersion} into ${root}`,
  );
  execFileSync(
    'npm',
    ['pack', `@shopify/cli-hydrogen@${cliVersion}`, '--silent'],
    {cwd: root},
  );
  execFileSync('tar', ['xzf', `shopify-cli-hydrogen-${cliVersion}.tgz`], {
    cwd: root,
  });
  cpSync(join(root, 'package/dist/assets/hydrogen/starter'), app, {
    recursive: true,
  });
  rmSync(join(root, 'package'), {recursive: true, force: true});

  const manifestFile = join(app, 'package.json');
  const pkg = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const name of Object.keys(pkg.devDependencies ?? {})) {
    if (UNUSED_DEV_TOOLING.test(name)) delete pkg.devDependencies[name];
  }
  writeFileSync(manifestFile, JSON.stringify(pkg, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: app,
    stdio: 'inherit',
  });
  execFileSync('npx', ['react-router', 'build'], {cwd: app, stdio: 'inherit'});

  const built = {
    cliVersion,
    skeletonVersion: pkg.version,
    skeletonHydrogen: pkg.dependencies['@shopify/hydrogen'],
  };
  writeFileSync(marker, JSON.stringify(built, null, 2));
  return {app, ...built};
}

/** Client JavaScript per page (gzip) of the built skeleton, from its route manifest. */
export function skeletonJavaScript(app) {
  const clientDir = join(app, 'dist/client');
  const manifest = readManifest(clientDir);
  return Object.fromEntries(
    Object.entries(ROUTES).map(([name, id]) => [
      name,
      pageBytes(clientDir, manifest, ['root', id]),
    ]),
  );
}

/**
 * The skeleton's policy names the store as https://<PUBLIC_STORE_DOMAIN>, so with the
 * sandbox on http://127.0.0.1 the browser would refuse its product photos and the page
 * would be measured without them. The bench drops the header on the way out (the page
 * itself is untouched); a policy costs no time to apply, so the figures stay fair.
 */
function withoutContentSecurityPolicy() {
  return {
    name: 'skeleton-without-csp',
    configurePreviewServer: {
      order: 'pre',
      handler(server) {
        server.middlewares.use((_req, res, next) => {
          const writeHead = res.writeHead;
          res.writeHead = function (status, ...rest) {
            res.removeHeader('content-security-policy');
            const headers = rest.find((arg) => arg && typeof arg === 'object');
            if (Array.isArray(headers)) {
              for (let i = headers.length - 1; i >= 0; i--) {
                if (
                  Array.isArray(headers[i]) &&
                  String(headers[i][0]).toLowerCase() ===
                    'content-security-policy'
                )
                  headers.splice(i, 1);
              }
            } else if (headers) {
              for (const key of Object.keys(headers))
                if (key.toLowerCase() === 'content-security-policy')
                  delete headers[key];
            }
            return writeHead.call(this, status, ...rest);
          };
          next();
        });
      },
    },
  };
}

/**
 * Serves the built skeleton in mini-oxygen's preview, compressed like ours, reading the
 * sandbox. Nothing in the skeleton is changed: its Storefront client keeps a store
 * domain that already carries a scheme (hydrogen-react's `getShopifyDomain`), so
 * PUBLIC_STORE_DOMAIN set to the sandbox's http://127.0.0.1 origin is all it takes.
 *
 * @param {string} app the built skeleton's folder
 * @param {string} sandboxOrigin e.g. http://127.0.0.1:41234
 */
export async function serveSkeleton(app, sandboxOrigin) {
  const env = {
    SESSION_SECRET: 'bench-skeleton-session-secret',
    PUBLIC_STORE_DOMAIN: sandboxOrigin,
    PUBLIC_STOREFRONT_API_TOKEN: 'sandbox-storefront-token',
    // The sandbox knows one token, public or private (sandbox/storefront/access.ts).
    PRIVATE_STOREFRONT_API_TOKEN: 'sandbox-storefront-token',
    PUBLIC_STOREFRONT_ID: '1000000001',
    PUBLIC_CHECKOUT_DOMAIN: new URL(sandboxOrigin).host,
  };
  const vite = await import('vite');
  const {oxygen} = await import('@shopify/mini-oxygen/vite');
  const server = await vite.preview({
    root: app,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    build: {outDir: 'dist/client'},
    preview: {port: 0, host: '127.0.0.1', strictPort: false},
    plugins: [
      withoutContentSecurityPolicy(),
      compressedPages(),
      oxygen({env, logRequestLine: () => {}}),
    ],
  });
  const url = server.resolvedUrls?.local?.[0]?.replace(/\/$/, '');
  return {url, close: () => server.close()};
}
