import {createContext, useContext, type ReactElement} from 'react';

/**
 * Where kept markup is shelved, each shelf with its own bound: hearts, one per product and
 * listing address, must not push out tiles, which cost far more to draw again.
 */
export type KeptShelf = 'tiles' | 'hearts';

/**
 * Draws `draw` once for a key and keeps the markup (the server's; none in the browser).
 * `null` when it cannot be drawn alone: the caller draws it with the page.
 */
export type KeepMarkup = (
  key: string,
  draw: ReactElement,
  shelf: KeptShelf,
) => string | null;

export const KeptMarkupContext = createContext<KeepMarkup | null>(null);

/**
 * Markup the server draws once per isolate for each `content` and then copies, while the
 * browser draws and hydrates it from code as usual (decision 019). A listing draws dozens
 * of product tiles, and React's markup writer spent half of a collection page's server
 * time on them, though the same tile (same product, prices and site) draws the same
 * markup on every page it is on.
 *
 * `content` must be everything the children draw from, and the children must read no
 * context (router, shopper, location): drawn alone, away from the page, they have none,
 * and the browser's first render must match what the server kept. A caller that keeps
 * its content written as JSON passes a function that returns it (only the server calls it).
 */
export function Kept({
  content,
  shelf = 'tiles',
  children,
}: {
  content: unknown;
  shelf?: KeptShelf;
  children: ReactElement;
}) {
  // The browser has no keeper: this branch and the context stay out of its bundle.
  if (!import.meta.env.SSR) return <div className="contents">{children}</div>;
  return (
    <KeptOnServer content={content} shelf={shelf}>
      {children}
    </KeptOnServer>
  );
}

function KeptOnServer({
  content,
  shelf,
  children,
}: {
  content: unknown;
  shelf: KeptShelf;
  children: ReactElement;
}) {
  const keep = useContext(KeptMarkupContext);
  const key =
    typeof content === 'function'
      ? (content as () => string)()
      : JSON.stringify(content);
  const html = keep ? keep(key, children, shelf) : null;
  if (html === null) return <div className="contents">{children}</div>;
  return <div className="contents" dangerouslySetInnerHTML={{__html: html}} />;
}
