import {createContext, useContext, useState, type ReactElement} from 'react';
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import {splitScripts, startAfterLoad} from '~/lib/page-scripts';

/** Draws an element to markup: the server's renderToString (none in the browser). */
export const ScriptsMarkupContext = createContext<
  ((element: ReactElement) => string) | null
>(null);

/**
 * React Router's <Scripts />, with the page's modules started only once the page has
 * loaded and painted (docs/decisions/015): on a phone the photos and fonts get the
 * bandwidth first, and every control already works as a plain link or form until the
 * scripts take over.
 *
 * The server draws <Scripts /> in the page's own router context and keeps its scripts'
 * text; the browser keeps what the server wrote (the router reads the state from it).
 */
export function PageScripts({nonce}: {nonce?: string}) {
  const draw = useContext(ScriptsMarkupContext);
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const [scripts] = useState(() => {
    if (!draw) return null;
    const split = splitScripts(
      draw(
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
  });
  return (scripts ?? ['', '']).map((code, index) => (
    <script
      key={index}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: code}}
    />
  ));
}
