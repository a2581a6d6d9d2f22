import {createContext, type ReactElement} from 'react';

/**
 * Inside an island a link is a plain anchor: the island's wrapper takes a click on one of
 * the shop's own pages through the router (Island.tsx), so its markup needs no router
 * and reads the same wherever it is drawn.
 */
export const InIsland = createContext(false);

/**
 * The markup of an island's content, drawn once and kept (the server's; none in the
 * browser). `content` is the content's JSON, which the kept markup must match.
 */
export type IslandMarkup = (
  id: string,
  content: string,
  draw: ReactElement,
) => string | null;

export const IslandMarkupContext = createContext<IslandMarkup | null>(null);
