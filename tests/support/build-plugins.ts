/**
 * For unit tests of the build's Vite plugins that rewrite a library (scripts/*.mjs): the
 * library's own files, run as Node runs them, before and after the plugin.
 */
import {createRequire} from 'node:module';
import {dirname} from 'node:path';

/** What a plugin's hooks are called with: `this.error` stops the build, as in Vite. */
export const buildContext = {
  error(message: string): never {
    throw new Error(message);
  },
};
export type BuildContext = typeof buildContext;

/** Where an installed package lives. */
export function packageDirectory(name: string) {
  return dirname(
    createRequire(import.meta.url).resolve(`${name}/package.json`),
  );
}

/** A CommonJS file's source, run as if it were `file`, with `globals` in its scope: its exports. */
export function loadCommonJs<Exports>(
  code: string,
  file: string,
  globals: Record<string, unknown> = {},
): Exports {
  const module = {exports: {}};
  new Function('module', 'exports', 'require', ...Object.keys(globals), code)(
    module,
    module.exports,
    createRequire(file),
    ...Object.values(globals),
  );
  return module.exports as Exports;
}
