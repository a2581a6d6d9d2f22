/**
 * React Router turns a route's path into a regular expression each time it matches a URL
 * against that route: on the worker, for every route tried on every request, ~0.15 ms of
 * each page's CPU (decision 034). The build has it keep what it compiled, by path and
 * flags. The paths are the app's own routes and the patterns its code names, so the
 * memory stays small; it is bounded all the same, for a pattern built from data.
 */
export const KEPT_PATTERNS = 500;

const DEFINITION =
  'function compilePath(path, caseSensitive = false, end = true) {';
const REACT_ROUTER =
  /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.m?js$/;

/** Renames React Router's compiler and puts a keeper in its place, same name and arguments. */
function keeper() {
  return `var compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "C" : "-") + (end ? "$" : "-") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    if (compiledPaths.size >= ${KEPT_PATTERNS}) compiledPaths.clear();
    compiled = compilePathOnce(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive = false, end = true) {`;
}

/**
 * The Vite plugin, for the worker's build only (the browser matches a route a navigation at
 * a time). The build fails if React Router no longer compiles paths this way.
 */
export function routePatternCache() {
  let kept = 0;
  return {
    name: 'react-router-pattern-cache',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      kept = 0;
    },
    transform(code, id) {
      if (!REACT_ROUTER.test(id.split('?')[0])) return null;
      const definitions = code.split(DEFINITION).length - 1;
      if (definitions === 0) return null;
      if (definitions !== 1)
        this.error(
          `react-router-pattern-cache: expected one compilePath in ${id}, found ${definitions}`,
        );
      kept++;
      return {code: code.replace(DEFINITION, keeper()), map: null};
    },
    buildEnd(error) {
      if (!error && kept === 0)
        this.error(
          "react-router-pattern-cache: React Router's compilePath was not found; look again at this plugin",
        );
    },
  };
}
