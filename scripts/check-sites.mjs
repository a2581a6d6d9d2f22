/**
 * The site configuration (app/lib/sites.ts) checked at start-up, before the stack says
 * it is ready: a broken site stops `npm run dev` / `preview` with the list of problems
 * instead of answering the first page with a 500. The app's module uses the `~/` alias,
 * so it is bundled with esbuild (Vite's own) for Node first.
 */
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

let loaded;

/** Throws 'Invalid site configuration' with every issue; `sites` defaults to the app's own. */
export async function checkSites(sites) {
  loaded ??= loadSiteModule();
  const {validateSites, SITES} = await loaded;
  return validateSites(sites ?? SITES);
}

async function loadSiteModule() {
  const {build} = await import('esbuild');
  const result = await build({
    stdin: {
      contents: `export {validateSites} from '~/lib/site-schema'; export {SITES} from '~/lib/sites';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    alias: {'~': join(ROOT, 'app')},
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const dir = await mkdtemp(join(tmpdir(), 'site-check-'));
  try {
    const file = join(dir, 'sites.mjs');
    await writeFile(file, result.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
