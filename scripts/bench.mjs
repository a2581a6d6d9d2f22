/**
 * `npm run bench`: measures what the quality budgets are about and writes
 * bench-results/latest.json plus a table (bench-results/latest.md) for the README.
 *
 *  1. Lighthouse (Chromium: Debian's or npm's, mobile emulation, simulated throttling): median of
 *     3 runs on home, a collection, a product, search results and the cart.
 *  2. Client JavaScript per page (gzip) from the build's route manifest, beside the
 *     Hydrogen skeleton of the same version built the same way (--skeleton to include).
 *  3. Server rendering in workerd under concurrent load (autocannon on loopback).
 *  4. Sandbox search latency (faceted query) over the catalog, and in process over ten times the catalog.
 *
 * Options: --no-build, --runs N, --only home,collection, --skip-lighthouse, --skip-load, --skeleton
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startStack} from './stack.mjs';
import {clientJavaScript} from './bench/bundle.mjs';
import {lighthousePages} from './bench/lighthouse.mjs';
import {loadTest} from './bench/load.mjs';
import {searchLatency} from './bench/search.mjs';
import {searchScale} from './bench/search-scale.mjs';
import {skeletonJavaScript} from './bench/skeleton.mjs';
import {renderMarkdown} from './bench/report.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;

if (!flag('no-build')) execFileSync('npm', ['run', 'build', '--silent'], {stdio: 'inherit'});

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const stack = await startStack({mode: 'preview', port: 0, sandboxPort: 0, sandboxDb: join(dir, 'store.db'), quiet: true});
const results = {date: new Date().toISOString(), machine: `${process.platform} ${process.arch}`, node: process.version};
try {
  const product = await firstProductHandle(stack.sandbox.origin);
  const allPages = {
    home: '/',
    collection: '/collections/dresses',
    product: `/products/${product}`,
    search: '/search?q=dress',
    cart: '/cart',
  };
  const only = flag('only') ? args[args.indexOf('--only') + 1].split(',') : null;
  const pages = only ? Object.fromEntries(Object.entries(allPages).filter(([name]) => only.includes(name))) : allPages;
  results.pages = pages;
  results.javascript = clientJavaScript('dist/client', pages);
  // The skeleton's figures are cached per Hydrogen version; --skeleton rebuilds them when missing.
if (flag('skeleton') || existsSync('bench-results/skeleton.json')) results.skeletonJavascript = await skeletonJavaScript();
  if (!flag('skip-lighthouse')) results.lighthouse = await lighthousePages(stack.url, pages, runs);
  if (!flag('skip-load')) {
    results.load = {
      collection: await loadTest(stack.url + pages.collection),
      product: await loadTest(stack.url + pages.product),
    };
  }
  results.search = await searchLatency(stack.sandbox.origin);
  results.searchScale = searchScale();
} finally {
  await stack.close();
}

const table = renderMarkdown(results);
// A partial run (--only) is for trying a change; only full runs become the recorded figures.
if (!flag('only')) {
  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
  writeFileSync('bench-results/latest.md', table);
}
console.log(`\n${table}`);

async function firstProductHandle(origin) {
  const response = await fetch(`${origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'sandbox-storefront-token'},
    body: JSON.stringify({query: '{ collection(handle: "dresses") { products(first: 1) { nodes { handle } } } }'}),
  });
  const body = await response.json();
  return body.data?.collection?.products?.nodes?.[0]?.handle ?? 'unknown';
}
