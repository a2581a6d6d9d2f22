import {useEffect, useState, type ReactNode} from 'react';
import {useNavigate} from 'react-router';
import {islandHtml, islandId, islandLinkTarget, releaseIsland} from './islands';

/**
 * Content that only draws (pictures, text, links). On a page opened at its address it
 * keeps the server's HTML and hydrates without its code, so `children` render only on
 * the server and when the content arrives by navigation. `place` names where it stands
 * on the page and `content` is the data it draws: new data in the same place is a new
 * island, drawn from `children`, never the old markup kept.
 */
export function Island({
  place,
  content,
  children,
}: {
  place: string;
  content: unknown;
  children: ReactNode;
}) {
  const id = islandId(place, content);
  return (
    <Held key={id} id={id}>
      {children}
    </Held>
  );
}

function Held({id, children}: {id: string; children: ReactNode}) {
  const [html] = useState(() =>
    import.meta.env.SSR ? undefined : islandHtml(id),
  );
  useEffect(() => releaseIsland(id), [id]);
  const navigate = useNavigate();

  if (html === undefined) {
    return (
      <div data-island={id} className="contents">
        {children}
      </div>
    );
  }
  return (
    // A link inside is a plain anchor: a click on one of the shop's own pages goes
    // through the router here, as the content's own links would. Keys press links too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-island={id}
      className="contents"
      onClick={(event) => {
        const to = islandLinkTarget(event.nativeEvent);
        if (!to) return;
        event.preventDefault();
        void navigate(to);
      }}
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}
