/**
 * Queries shoppers searched, per site, and trending queries computed from them on
 * top of a seeded starting set (so a fresh sandbox already has something to show).
 */
import type {Database} from '../db.ts';

/** Starting popularity; a query searched once counts as 1 on top. */
export const SEEDED_TRENDING: Record<string, number> = {
  dress: 12,
  linen: 9,
  knitwear: 7,
  sandal: 5,
  swim: 4,
  blazer: 3,
  silk: 3,
  denim: 2,
};

export function recordQuery(db: Database, siteId: string, query: string) {
  db.prepare(
    `INSERT INTO search_queries (site_id, query, searches, last_searched_at) VALUES (?, ?, 1, ?)
     ON CONFLICT(site_id, query) DO UPDATE SET searches = searches + 1, last_searched_at = excluded.last_searched_at`,
  ).run(siteId, query, new Date().toISOString());
}

/** Query → times searched on a site. */
export function searchedQueries(
  db: Database,
  siteId: string,
): Map<string, number> {
  const rows = db
    .prepare('SELECT query, searches FROM search_queries WHERE site_id = ?')
    .all(siteId) as {query: string; searches: number}[];
  return new Map(rows.map((row) => [row.query, row.searches]));
}

/** Seeded and seen queries together, most popular first. */
export function popularQueries(
  db: Database,
  siteId: string,
): {searchQuery: string; popularity: number}[] {
  const popularity = new Map(Object.entries(SEEDED_TRENDING));
  for (const [query, searches] of searchedQueries(db, siteId))
    popularity.set(query, (popularity.get(query) ?? 0) + searches);
  return [...popularity.entries()]
    .map(([searchQuery, count]) => ({searchQuery, popularity: count}))
    .sort(
      (a, b) =>
        b.popularity - a.popularity ||
        a.searchQuery.localeCompare(b.searchQuery),
    );
}
