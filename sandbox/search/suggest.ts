/**
 * /api/suggest/query: completions for what a shopper is typing, from popular queries,
 * style names and catalog words, with spelling correction against the catalog's
 * vocabulary ("drses" → "dress") when nothing completes what was typed.
 */
import type {Database} from '../db.ts';
import {correctQuery} from './match.ts';
import {popularQueries} from './query-log.ts';
import type {SearchIndex} from './search-index.ts';
import {queryWords} from './text.ts';

type Candidate = {
  text: string;
  source: 'popular-query' | 'product-name' | 'catalog';
  weight: number;
};

function candidates(
  db: Database,
  index: SearchIndex,
  siteId: string,
): Candidate[] {
  const list: Candidate[] = [];
  for (const {searchQuery, popularity} of popularQueries(db, siteId))
    list.push({
      text: searchQuery,
      source: 'popular-query',
      weight: 1000 + popularity,
    });
  for (const [name, count] of index.styleNames)
    list.push({text: name, source: 'product-name', weight: 100 + count});
  for (const [word, count] of index.vocabulary)
    if (word.length >= 3 && !/^\d+$/.test(word))
      list.push({text: word, source: 'catalog', weight: count});
  return list;
}

/** 2 when the candidate starts with the query, 1 when a later word does, 0 when it doesn't complete it. */
function completes(candidate: string, query: string): number {
  if (candidate.startsWith(query)) return 2;
  return candidate.includes(` ${query}`) ? 1 : 0;
}

function complete(all: Candidate[], query: string, count: number): Candidate[] {
  const seen = new Set<string>();
  return all
    .map((candidate) => ({candidate, rank: completes(candidate.text, query)}))
    .filter(({rank}) => rank > 0)
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        b.candidate.weight - a.candidate.weight ||
        a.candidate.text.length - b.candidate.text.length,
    )
    .map(({candidate}) => candidate)
    .filter(
      (candidate) => !seen.has(candidate.text) && seen.add(candidate.text),
    )
    .slice(0, count);
}

export function suggest(
  db: Database,
  index: SearchIndex,
  {
    siteId,
    q,
    count,
    spellCorrect,
  }: {siteId: string; q: string; count: number; spellCorrect: boolean},
) {
  const query = queryWords(q).join(' ');
  if (!query) return {query: q, text: q, alternatives: []};
  const all = candidates(db, index, siteId);
  let found = complete(all, query, count);
  let corrected: string | null = null;
  if (!found.length && spellCorrect) {
    const fixed = correctQuery(index, query);
    if (fixed.corrected) {
      corrected = fixed.words.join(' ');
      found = complete(all, corrected, count);
      if (!found.length)
        found = [{text: corrected, source: 'catalog', weight: 0}];
    }
  }
  const [top, ...rest] = found;
  const base = corrected ?? query;
  const typed = query.split(' ').pop() ?? '';
  /** Which word of the suggestion completes (or corrects) the last word typed. */
  const completed = (text: string) => {
    const word =
      text
        .split(' ')
        .find((w) =>
          w.startsWith(corrected ? (base.split(' ').pop() ?? '') : typed),
        ) ?? text;
    return [
      {
        token: typed,
        query: word,
        type: corrected ? 'corrected' : word === typed ? 'exact' : 'completed',
      },
    ];
  };
  const popularity = (candidate: Candidate) =>
    candidate.source === 'popular-query'
      ? {popularity: candidate.weight - 1000}
      : {};
  return {
    query: q,
    ...(corrected
      ? {'corrected-query': corrected, correctedQuery: corrected}
      : {}),
    text: top?.text ?? base,
    ...(top
      ? {
          suggested: {
            text: top.text,
            type: top.text === base ? 'exact' : 'completed',
            source: top.source,
            ...popularity(top),
            completed: completed(top.text),
          },
        }
      : {}),
    alternatives: rest.map((candidate) => ({
      text: candidate.text,
      ...popularity(candidate),
      completed: completed(candidate.text),
    })),
  };
}
