/**
 * React Router with the worker build's pattern keeper (scripts/route-patterns.mjs,
 * decision 034) matches exactly as without it, compiling each pattern once.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  KEPT_PATTERNS,
  routePatternCache,
} from '../../../scripts/route-patterns.mjs';
import {
  buildContext,
  loadCommonJs,
  packageDirectory,
  type BuildContext,
} from '../../support/build-plugins';

const routerDirectory = join(
  packageDirectory('react-router'),
  'dist/development',
);
// The CommonJS twin of the chunk the worker's build transforms (same source text).
const chunkFile = readdirSync(routerDirectory)
  .filter((name) => /^chunk-.*\.js$/.test(name))
  .map((name) => join(routerDirectory, name))
  .find((file) => readFileSync(file, 'utf8').includes('exports.matchPath ='))!;
const chunkSource = readFileSync(chunkFile, 'utf8');

type Plugin = {
  transform(
    this: BuildContext,
    code: string,
    id: string,
  ): {code: string} | null;
  buildStart(): void;
  buildEnd(this: BuildContext, error?: Error): void;
  applyToEnvironment(environment: {name: string}): boolean;
};

type MatchPath = (
  pattern: string | {path: string; caseSensitive?: boolean; end?: boolean},
  pathname: string,
) => unknown;

/** React Router's chunk, loaded with a RegExp that counts what it compiles. */
function loadRouter(code: string) {
  const compiled = {count: 0};
  class CountingRegExp extends RegExp {
    constructor(source: string, flags?: string) {
      super(source, flags);
      compiled.count++;
    }
  }
  const {matchPath} = loadCommonJs<{matchPath: MatchPath}>(code, chunkFile, {
    RegExp: CountingRegExp,
  });
  return {matchPath, compiled};
}

function transformed() {
  const plugin = routePatternCache() as unknown as Plugin;
  plugin.buildStart();
  const result = plugin.transform.call(buildContext, chunkSource, chunkFile);
  return result!.code;
}

const patterns = [
  '/:locale?',
  '/:locale?/products/:handle',
  '/:locale?/collections/:handle',
  '/:locale?/search',
  '/:locale?/account/*',
  '/:locale?/pages/:handle',
  '*',
];
const paths = [
  '/',
  '/au',
  '/products/amalfi-linen-midi-dress-black',
  '/nz/products/amalfi-linen-midi-dress-black/',
  '/uk/collections/sale',
  '/Search',
  '/search?x',
  '/account/orders/1001',
  '/pages/about%2Fus',
  '/gb/unknown/deep/path',
];

describe("the worker build's route pattern keeper", () => {
  it('matches every path as React Router does without it', () => {
    const original = loadRouter(chunkSource);
    const kept = loadRouter(transformed());
    for (const path of patterns)
      for (const end of [true, false])
        for (const caseSensitive of [false, true])
          for (const pathname of paths) {
            const pattern = {path, end, caseSensitive};
            // Twice: the second answer comes from the kept pattern.
            const expected = original.matchPath(pattern, pathname);
            expect(kept.matchPath(pattern, pathname)).toEqual(expected);
            expect(kept.matchPath(pattern, pathname)).toEqual(expected);
          }
  });

  it('compiles a pattern once, however often it matches', () => {
    const original = loadRouter(chunkSource);
    const kept = loadRouter(transformed());
    for (let visit = 0; visit < 50; visit++)
      for (const pathname of paths) {
        original.matchPath('/:locale?/products/:handle', pathname);
        kept.matchPath('/:locale?/products/:handle', pathname);
      }
    expect(original.compiled.count).toBe(50 * paths.length);
    expect(kept.compiled.count).toBe(1);
    // The same path with other flags is another pattern.
    kept.matchPath({path: '/:locale?/products/:handle', end: false}, '/au');
    expect(kept.compiled.count).toBe(2);
  });

  it(`keeps at most ${KEPT_PATTERNS} patterns`, () => {
    const kept = loadRouter(transformed());
    for (let index = 0; index <= KEPT_PATTERNS; index++)
      kept.matchPath(`/made-from-data/${index}`, '/');
    expect(kept.compiled.count).toBe(KEPT_PATTERNS + 1);
    // The first were let go to make room: asked again, it is compiled again.
    kept.matchPath('/made-from-data/0', '/');
    expect(kept.compiled.count).toBe(KEPT_PATTERNS + 2);
  });

  it('applies to the worker only, and stops the build when React Router compiles otherwise', () => {
    const plugin = routePatternCache() as unknown as Plugin;
    expect(plugin.applyToEnvironment({name: 'ssr'})).toBe(true);
    expect(plugin.applyToEnvironment({name: 'client'})).toBe(false);
    plugin.buildStart();
    expect(plugin.transform.call(buildContext, 'var a = 1;', chunkFile)).toBe(
      null,
    );
    expect(() => plugin.buildEnd.call(buildContext)).toThrow(
      /compilePath was not found/,
    );
    const twice = chunkSource.replace(
      'function compilePath(',
      'function compilePath(path, caseSensitive = false, end = true) {}\nfunction compilePath(',
    );
    expect(() => plugin.transform.call(buildContext, twice, chunkFile)).toThrow(
      /expected one compilePath/,
    );
    expect(
      plugin.transform.call(buildContext, chunkSource, '/work/app/root.tsx'),
    ).toBe(null);
  });
});
