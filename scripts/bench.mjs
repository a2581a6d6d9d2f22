/**
 * `npm run bench`: this storefront beside Hydrogen's own skeleton, both production
 * builds in mini-oxygen reading the same sandbox store, and the quality budgets.
 * Writes bench-results/latest.json and the table (bench-results/latest.md) for the README.
 *
 *  1. Lighthouse (Chromium: Debian's or npm's, mobile emulation, simulated throttling): our home, collection,
 *     product, search and cart pages and the skeleton's product page, taking turns for
 *     N runs (5 by default); medians. Then the desktop preset for the pages that draw
 *     more on a desktop (collection and search: every tile's size strip) and the product
 *     page beside the skeleton's, 3 runs.
 *  2. Server rendering in workerd under load (autocannon, 10 connections, 10 s): the
 *     product page of both, our collection and search; rounds interleave, medians.
 *  3. Client JavaScript per page (gzip) from both build manifests.
 *  4. Sandbox search latency (faceted query), and in process over ten times the catalog.
 *
 * The skeleton comes from the npm registry (@shopify/cli-hydrogen's starter) and is
 * built once into .cache/skeleton/ (see bench/skeleton.mjs).
 *
 * Options: --no-build, --runs N, --desktop-runs N, --load-rounds N, --only product,collection,
 *   --skip-lighthouse, --skip-load
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {loadavg, tmpdir, cpus} from 'node:os';
import {join} from 'node:path';
import {startStack} from './stack.mjs';
import {clientJavaScript} from './bench/bundle.mjs';
import {lighthouseInterleaved, median} from './bench/lighthouse.mjs';
import {loadTest} from './bench/load.mjs';
import {searchLatency} from './bench/search.mjs';
import {searchScale} from './bench/search-scale.mjs';
import {
  prepareSkeleton,
  serveSkeleton,
  skeletonJavaScript,
} from './bench/skeleton.mjs';
import {renderMarkdown} from './bench/report.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) =>
  flag(name) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const runs = Number(option('runs', 5)) || 5;
// Five, as the targets (#15) are medians of five interleaved runs.
const loadRounds = Number(option('load-rounds', 5)) || 5;
const desktopRuns = Number(option('desktop-runs', 3)) || 3;

/** The product both storefronts render (sandbox/catalog/README.md: in stock, plain). */
const PRODUCT = 'amalfi-linen-midi-dress-black';
const PAGES = {
  home: '/',
  // The sandbox's largest collection (32 products; none has 48, the search page shows 48 tiles).
  collection: '/collections/sale',
  product: `/products/${PRODUCT}`,
  search: '/search?q=dress',
  cart: '/cart',
};

if (!flag('no-build'))
  execFileSync('npm', ['run', 'build', '--silent'], {stdio: 'inherit'});
const skeletonBuild = prepareSkeleton();

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const stack = await startStack({
  mode: 'preview',
  port: 0,
  sandboxPort: 0,
  sandboxDb: join(dir, 'store.db'),
  quiet: true,
});
const skeleton = await serveSkeleton(skeletonBuild.app, stack.sandbox.origin);
const results = {
  date: new Date().toISOString(),
  machine: `${process.platform} ${process.arch}, ${cpus().length} cores`,
  node: process.version,
  loadAverageAtStart: load(),
  skeleton: {
    cliVersion: skeletonBuild.cliVersion,
    version: skeletonBuild.skeletonVersion,
    hydrogen: skeletonBuild.skeletonHydrogen,
  },
  runs,
  loadRounds,
};
try {
  const only = flag('only') ? option('only', '').split(',') : null;
  const pages = only
    ? Object.fromEntries(
        Object.entries(PAGES).filter(([name]) => only.includes(name)),
      )
    : PAGES;
  results.pages = pages;
  results.tiles = {};
  for (const name of ['collection', 'search']) {
    if (!pages[name]) continue;
    const html = await fetch(stack.url + pages[name]).then((r) => r.text());
    results.tiles[name] =
      html.match(/<article[^>]*data-product-handle=/g)?.length ?? 0;
  }
  results.javascript = clientJavaScript('dist/client', pages);
  results.skeletonJavascript = skeletonJavaScript(skeletonBuild.app);

  if (!flag('skip-lighthouse')) {
    const targets = Object.fromEntries(
      Object.entries(pages).map(([name, path]) => [name, stack.url + path]),
    );
    if (pages.product)
      targets['skeleton product'] = skeleton.url + pages.product;
    const measured = await lighthouseInterleaved(targets, runs);
    results.skeletonLighthouse = measured['skeleton product'];
    delete measured['skeleton product'];
    results.lighthouse = measured;

    const desktopTargets = Object.fromEntries(
      Object.entries(targets).filter(([name]) =>
        ['collection', 'search', 'product', 'skeleton product'].includes(name),
      ),
    );
    results.desktopRuns = desktopRuns;
    results.desktopLighthouse = await lighthouseInterleaved(
      desktopTargets,
      desktopRuns,
      {desktop: true},
    );
  }
  if (!flag('skip-load')) {
    const targets = {};
    if (pages.product)
      Object.assign(targets, {
        product: stack.url + pages.product,
        'skeleton product': skeleton.url + pages.product,
      });
    for (const name of ['collection', 'search'])
      if (pages[name]) targets[name] = stack.url + pages[name];
    const rounds = Object.fromEntries(
      Object.keys(targets).map((name) => [name, []]),
    );
    // Every other round runs in the opposite order: the first page measured after
    // Lighthouse shares the machine with the browser's shutdown, and a fixed order handed
    // that to our product page in every round.
    for (let round = 0; round < loadRounds; round++) {
      const order = Object.entries(targets);
      if (round % 2) order.reverse();
      for (const [name, url] of order) rounds[name].push(await loadTest(url));
    }
    results.load = Object.fromEntries(
      Object.entries(rounds).map(([name, list]) => [
        name,
        {
          requestsPerSecond: Math.round(
            median(list.map((r) => r.requestsPerSecond)),
          ),
          p50Ms: median(list.map((r) => r.p50Ms)),
          p99Ms: median(list.map((r) => r.p99Ms)),
          non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
          errors: list.reduce((sum, r) => sum + r.errors, 0),
          rounds: list.map((r) => r.requestsPerSecond),
        },
      ]),
    );
  }
  results.search = await searchLatency(stack.sandbox.origin);
  results.searchScale = searchScale();
} finally {
  results.loadAverageAtEnd = load();
  await skeleton.close();
  await stack.close();
}

const table = renderMarkdown(results);
// A partial run (--only) is for trying a change; only full runs become the recorded figures.
if (!flag('only') && !flag('skip-lighthouse') && !flag('skip-load')) {
  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
  writeFileSync('bench-results/latest.md', table);
}
console.log(`\n${table}`);
// Miniflare keeps handles open after close(); the figures are written, so end here.
process.exit(0);
