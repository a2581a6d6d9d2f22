import {createContext, useContext, useState, type ContextType} from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

export interface PageRouter {
  framework: ContextType<typeof FrameworkContext>;
  router: ContextType<typeof DataRouterContext>;
  state: ContextType<typeof DataRouterStateContext>;
  nonce?: string;
}

/**
 * The server's drawing of the page's scripts (page-scripts.server.tsx): the router's state,
 * run in place, and the script that starts the modules. None in the browser.
 */
export const PageScriptsContext = createContext<
  ((page: PageRouter) => [state: string, start: string]) | null
>(null);

/**
 * React Router's <Scripts />, with the page's modules started only once the page has
 * loaded and painted (docs/decisions/015): on a phone the photos and fonts get the
 * bandwidth first, and every control already works as a plain link or form until the
 * scripts take over. The browser keeps what the server wrote (the router reads its
 * state from it) and draws the same two elements empty, as <Scripts /> itself does.
 */
export function PageScripts({nonce}: {nonce?: string}) {
  const draw = useContext(PageScriptsContext);
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext);
  const state = useContext(DataRouterStateContext);
  const [scripts] = useState(
    () => draw?.({framework, router, state, nonce}) ?? ['', ''],
  );
  return scripts.map((code, index) => (
    <script
      key={index}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: code}}
    />
  ));
}
