import {renderToString} from 'react-dom/server';
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import {splitScripts, startAfterLoad} from '~/lib/page-scripts';
import type {PageRouter} from './PageScripts';

/** Draws React Router's <Scripts /> in the page's own router and splits what it writes. */
export function drawPageScripts({
  framework,
  router,
  state,
  nonce,
}: PageRouter): [string, string] {
  const split = splitScripts(
    renderToString(
      <FrameworkContext.Provider value={framework}>
        <DataRouterContext.Provider value={router}>
          <DataRouterStateContext.Provider value={state}>
            <Scripts nonce={nonce} />
          </DataRouterStateContext.Provider>
        </DataRouterContext.Provider>
      </FrameworkContext.Provider>,
    ),
  );
  return [split.context, startAfterLoad(split)];
}
