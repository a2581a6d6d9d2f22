import {useContext, useState} from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

/**
 * The page's own HTML is complete and readable before any script runs, so on a slow
 * phone the photos and fonts should win the bandwidth, not the JavaScript that only
 * makes the page interactive. React Router's <Scripts /> preloads every module at the
 * browser's high script priority with no way to change it; these links name the same
 * modules first, in the head, at low priority. A module is fetched once, by its first
 * preload, so the later high-priority links change nothing (docs/decisions/003).
 *
 * The list is the one <Scripts /> writes (the entry's imports, then each matched
 * route's module and imports), fixed at the first render so hydration matches.
 */
export function ModulePreloads({nonce}: {nonce?: string}) {
  const framework = useContext(FrameworkContext);
  const state = useContext(DataRouterStateContext);
  const [hrefs] = useState(() => {
    if (!framework || !state) return [];
    const {manifest} = framework;
    const routes = state.matches.flatMap(({route}) => {
      const entry = manifest.routes[route.id];
      return entry ? [entry.module, ...(entry.imports ?? [])] : [];
    });
    return [
      ...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes]),
    ];
  });
  const sri =
    typeof framework?.manifest.sri === 'object' ? framework.manifest.sri : {};
  return hrefs.map((href) => (
    // React 18 only passes the lower-case attribute through.
    <link
      key={href}
      rel="modulepreload"
      href={href}
      integrity={sri[href]}
      nonce={nonce}
      {...{fetchpriority: 'low'}}
      suppressHydrationWarning
    />
  ));
}
