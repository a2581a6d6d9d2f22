import {useContext, useEffect, useState, type ReactNode} from 'react';
import {useNavigate} from 'react-router';
import {islandHtml, islandId, islandLinkTarget, releaseIsland} from './islands';
import {InIsland, IslandMarkupContext} from './island-markup';

/**
 * Content that only draws (pictures, text, links). On a page opened at its address it
 * keeps the server's HTML and hydrates without its code, so `children` render only on
 * the server and when the content arrives by navigation. `place` names where it stands
 * on the page and `content` is the data it draws: new data in the same place is a new
 * island, drawn from `children`, never the old markup kept.
 *
 * `pure` says the children draw from `content` alone (no shopper, page or context): the
 * server then draws them once and keeps the markup (island-markup.server.ts), and their
 * links are plain anchors wherever they are drawn.
 */
export function Island({
  place,
  content,
  pure = false,
  children,
}: {
  place: string;
  content: unknown;
  pure?: boolean;
  children: ReactNode;
}) {
  const json = JSON.stringify(content) ?? '';
  const id = islandId(place, json);
  const markup = useContext(IslandMarkupContext);
  const drawn = pure ? (
    <InIsland.Provider value>{children}</InIsland.Provider>
  ) : (
    children
  );
  // Last: drawing the markup is a render of its own, so no hook of this one may follow it.
  const kept = pure && markup ? markup(id, json, <>{drawn}</>) : null;
  return (
    <Held key={id} id={id} kept={kept}>
      {drawn}
    </Held>
  );
}

function Held({
  id,
  kept,
  children,
}: {
  id: string;
  kept: string | null;
  children: ReactNode;
}) {
  const [html] = useState(() =>
    import.meta.env.SSR ? (kept ?? undefined) : islandHtml(id),
  );
  useEffect(() => releaseIsland(id), [id]);
  const navigate = useNavigate();

  // A plain anchor inside (the server's markup, or a pure island's links) goes through the
  // router here when it is one of the shop's own pages. Keys press links too.
  const routeClicks = (event: React.MouseEvent) => {
    const to = islandLinkTarget(event.nativeEvent);
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  };
  if (html === undefined) {
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div data-island={id} className="contents" onClick={routeClicks}>
        {children}
      </div>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-island={id}
      className="contents"
      onClick={routeClicks}
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}
