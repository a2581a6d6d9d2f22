/**
 * Client JavaScript of Hydrogen's own skeleton, the yardstick for ours: the starter
 * that ships inside @shopify/cli-hydrogen, installed and built with React Router's
 * build (no Shopify CLI). Cached in bench-results/skeleton.json per Hydrogen version.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pageBytes, readManifest} from './bundle.mjs';

const ROUTES = {
  home: 'routes/_index',
  collection: 'routes/collections.$handle',
  product: 'routes/products.$handle',
  search: 'routes/search',
  cart: 'routes/cart',
};

export async function skeletonJavaScript() {
  const hydrogenVersion = JSON.parse(readFileSync('node_modules/@shopify/hydrogen/package.json', 'utf8')).version;
  const cache = 'bench-results/skeleton.json';
  if (existsSync(cache)) {
    const cached = JSON.parse(readFileSync(cache, 'utf8'));
    if (cached.hydrogenVersion === hydrogenVersion) return cached.pages;
  }
  const dir = mkdtempSync(join(tmpdir(), 'hydrogen-skeleton-'));
  const cliVersion = execFileSync('npm', ['view', '@shopify/cli-hydrogen', 'version'], {encoding: 'utf8'}).trim();
  execFileSync('npm', ['pack', `@shopify/cli-hydrogen@${cliVersion}`, '--silent'], {cwd: dir});
  execFileSync('tar', ['xzf', `shopify-cli-hydrogen-${cliVersion}.tgz`], {cwd: dir});
  const app = join(dir, 'skeleton');
  cpSync(join(dir, 'package/dist/assets/hydrogen/starter'), app, {recursive: true});
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts=false'], {cwd: app, stdio: 'inherit'});
  execFileSync('npx', ['react-router', 'build'], {cwd: app, stdio: 'inherit'});
  const clientDir = join(app, 'dist/client');
  const manifest = readManifest(clientDir);
  const pages = Object.fromEntries(Object.entries(ROUTES).map(([name, id]) => [name, pageBytes(clientDir, manifest, ['root', id])]));
  writeFileSync(cache, JSON.stringify({hydrogenVersion, cliVersion, pages}, null, 2));
  return pages;
}
