/**
 * Client JavaScript a page downloads: the entry module and the root route, plus the
 * page's route module, with every static import they pull in (gzip bytes).
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

function readManifest(clientDir) {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(
    source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1),
  );
}

/** Route id for a URL path, by React Router file-route naming used in this repo. */
function routeIdFor(manifest, path) {
  const pathname = path.split('?')[0];
  const ids = Object.keys(manifest.routes);
  const guess =
    pathname === '/'
      ? 'routes/($locale)._index'
      : pathname.startsWith('/collections/')
        ? 'routes/($locale).collections.$handle'
        : pathname.startsWith('/products/')
          ? 'routes/($locale).products.$handle'
          : pathname.startsWith('/search')
            ? 'routes/($locale).search'
            : pathname.startsWith('/cart')
              ? 'routes/($locale).cart'
              : undefined;
  return ids.find((id) => id === guess) ?? guess;
}

export function pageBytes(clientDir, manifest, routeIds) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const dep of route.imports ?? []) files.add(dep);
  }
  let raw = 0;
  let gzip = 0;
  for (const url of files) {
    const file = join(clientDir, url.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const buffer = readFileSync(file);
    raw += buffer.length;
    gzip += gzipSync(buffer, {level: 9}).length;
  }
  return {files: files.size, raw, gzip};
}

export function clientJavaScript(clientDir, pages) {
  const manifest = readManifest(clientDir);
  return Object.fromEntries(
    Object.entries(pages).map(([name, path]) => [
      name,
      pageBytes(clientDir, manifest, ['root', routeIdFor(manifest, path)]),
    ]),
  );
}

export {readManifest};
