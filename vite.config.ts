import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig, loadEnv, type Plugin} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import {workerEnv} from './scripts/worker-env.mjs';
import {reactMarkupEncoder} from './scripts/markup-encoder.mjs';
import {routePatternCache} from './scripts/route-patterns.mjs';

/**
 * Shopify's analytics loads on demand, but Hydrogen ships as one module that every page
 * already imports, so its analytics code would land in every page's JavaScript. In a
 * build the on-demand chunk gets its own tree-shaken instance of Hydrogen instead.
 */
function hydrogenAnalyticsChunk(): Plugin {
  return {
    name: 'hydrogen-analytics-chunk',
    async resolveId(source, importer) {
      if (source !== 'hydrogen-analytics') return null;
      const resolved = await this.resolve('@shopify/hydrogen', importer, {
        skipSelf: true,
      });
      if (!resolved) return null;
      return this.environment.mode === 'build'
        ? `${resolved.id}?analytics-chunk`
        : resolved.id;
    },
  };
}

/**
 * Every page loads the client entry, the root route and everything they import, yet the
 * bundler split that code into a dozen small shared chunks (links, prices, cart state…),
 * each its own request before the page can hydrate. In the browser build they are one
 * chunk with the entry (the `shell` group).
 */
const packageOf = (id: string) =>
  /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? null;

/**
 * Pieces that the listing, product and cart pages all draw (a price, a button, a page
 * title, the product grid and photo, the analytics events). Left alone they are seven
 * chunks of a few hundred bytes, each its own request; as one they compress better, and
 * a page that uses only some carries a few hundred bytes it doesn't run.
 */
const SHOPPING_PIECES = [
  'app/components/Price.tsx',
  'app/components/ProductImage.tsx',
  'app/components/ui/button.ts',
  'app/components/ui/PageTitle.tsx',
  'app/components/ui/product-grid.ts',
  'app/components/analytics/publish.ts',
  'app/lib/analytics/events.ts',
];
const isShoppingPiece = (id: string) =>
  SHOPPING_PIECES.some((piece) => id.replace(/\\/g, '/').endsWith(piece));

function shellChunk(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name, _config, env) {
      if (name !== 'client' || env.command !== 'build') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {name: 'shell', test: (id: string) => shell.has(id)},
                  {name: 'shopping', test: isShoppingPiece},
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const stack = [...this.getModuleIds()].filter((id) =>
        /[\\/]app[\\/](root|entry\.client)\.tsx$/.test(id),
      );
      while (stack.length) {
        const id = stack.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        const from = packageOf(id);
        // A package's own dependencies join only if the app's code reaches them too: Hydrogen
        // imports Shopify's analytics for its on-demand provider, which only a lazy chunk uses.
        stack.push(
          ...(this.getModuleInfo(id)?.importedIds ?? []).filter(
            (next) => !from || packageOf(next) === from,
          ),
        );
      }
    },
  };
}

/**
 * Chrome compiles a script's functions lazily: each the first time it is called, on the
 * main thread. The client entry (React, the router, the page's shell) is nearly all
 * called as the page hydrates, so those compiles landed in the page's longest tasks (the
 * router's creation took 36-43 ms on this machine, 29 with the hint). The comment asks
 * V8 to compile the whole file on a background thread while it downloads (explicit
 * compile hints, Chrome 136); other browsers read a comment. It must open the file, so
 * it goes in once the bundler has written the file (its own last touches prepend code).
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const entries = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && file.name === 'entry.client',
      );
      if (entries.length !== 1)
        this.error(
          `compile-hints: expected one client entry, found ${entries.length}`,
        );
      if (!options.dir)
        this.error('compile-hints: the client build names no output folder');
      const file = join(options.dir, entries[0].fileName);
      const code = await readFile(file, 'utf8');
      if (code.startsWith(HINT)) return;
      await writeFile(file, HINT + code);
      // A source map, when the build writes one, starts a line later too.
      const map = await readFile(`${file}.map`, 'utf8').catch(() => null);
      if (map) {
        const parsed = JSON.parse(map) as {mappings: string};
        parsed.mappings = `;${parsed.mappings}`;
        await writeFile(`${file}.map`, JSON.stringify(parsed));
      }
    },
  };
}

export default defineConfig(({mode}) => ({
  plugins: [
    reactMarkupEncoder(),
    routePatternCache(),
    hydrogenAnalyticsChunk(),
    shellChunk(),
    compileHints(),
    tailwindcss(),
    hydrogen(),
    // The worker sees exactly the variables the app's env schema knows, from the shell or .env.
    oxygen({
      // `PROFILE_PORT=9239 npm run preview` opens workerd's inspector there (CPU profiles of renders).
      ...(process.env.PROFILE_PORT
        ? {inspectorPort: Number(process.env.PROFILE_PORT), debug: true}
        : {}),
      env: workerEnv({
        ...loadEnv(mode, process.cwd(), ''),
        ...process.env,
      }) as Record<string, string>,
      // Test and bench stacks ask for silence (scripts/stack.mjs); a request line per hit drowns their output.
      ...(process.env.STOREFRONT_QUIET_REQUESTS === '1'
        ? {logRequestLine: () => {}}
        : {}),
    }),
    reactRouter(),
  ],
  resolve: {
    alias: {'~': fileURLToPath(new URL('./app', import.meta.url))},
  },
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: [
        'react-router > set-cookie-parser',
        'react-router > cookie',
        'react-router',
        'zod',
        'xss',
      ],
    },
  },
  server: {
    host: '127.0.0.1',
  },
}));
