/**
 * Which products a query matches, and how well. Misspelt words are corrected against
 * the catalog's own vocabulary first (so "drses" searches "dress" and says so), then
 * every word must match, as a whole word, a prefix or a near miss; when no product has
 * all the words the query widens to any of them, as the real service's "expanded" match.
 */
import type {SearchIndex} from './search-index.ts';
import {FIELD_BOOST} from './search-index.ts';
import {allowedEdits, editDistance, fold, queryWords} from './text.ts';

export type MatchType = 'primary' | 'expanded';

export type Match = {
  /** Product id → relevance; null when there was no query (every product matches). */
  scores: Map<number, number> | null;
  original: string;
  /** The words actually searched, after correction. */
  effective: string;
  corrected: boolean;
  matchType: MatchType;
  /** True when every searched word is a whole catalog word (not just a prefix). */
  wholeWords: boolean;
};

/** The closest catalog word to a misspelt one, or null when nothing is close enough. */
export function correctWord(index: SearchIndex, word: string): string | null {
  const max = allowedEdits(word);
  if (max === 0) return null;
  let best: {word: string; distance: number; frequency: number} | null = null;
  for (const [candidate, frequency] of index.vocabulary) {
    if (candidate.length < 3) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && frequency > best.frequency)
    ) {
      best = {word: candidate, distance, frequency};
    }
  }
  return best?.word ?? null;
}

function hasPrefix(index: SearchIndex, word: string): boolean {
  if (word.length < 2) return false;
  for (const candidate of index.vocabulary.keys())
    if (candidate.startsWith(word)) return true;
  return false;
}

/** Words of a query with misspellings fixed; words already in the catalog, or prefixes of one, stay. */
export function correctQuery(
  index: SearchIndex,
  text: string,
): {words: string[]; corrected: boolean; wholeWords: boolean} {
  let corrected = false;
  let wholeWords = true;
  const result = queryWords(text).map((word) => {
    if (index.vocabulary.has(word)) return word;
    wholeWords = false;
    if (hasPrefix(index, word)) return word;
    const fix = correctWord(index, word);
    if (fix) {
      corrected = true;
      return fix;
    }
    return word;
  });
  return {words: result, corrected, wholeWords: wholeWords || corrected};
}

function run(
  index: SearchIndex,
  text: string,
  combineWith: 'AND' | 'OR',
  phrase: string,
): Map<number, number> {
  const scores = new Map<number, number>();
  const results = index.mini.search(text, {
    combineWith,
    boost: FIELD_BOOST,
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
    weights: {fuzzy: 0.3, prefix: 0.6},
  });
  for (const result of results) {
    const doc = index.byId.get(Number(result.id));
    // The whole query inside the name is the strongest signal a shopper gives.
    const bonus =
      doc && phrase && fold(doc.product.title).includes(phrase) ? 1.5 : 1;
    scores.set(Number(result.id), result.score * bonus);
  }
  return scores;
}

export function matchQuery(index: SearchIndex, q: string): Match {
  const original = q.trim();
  if (!original)
    return {
      scores: null,
      original,
      effective: '',
      corrected: false,
      matchType: 'primary',
      wholeWords: true,
    };
  const {words, corrected, wholeWords} = correctQuery(index, original);
  const effective = words.join(' ');
  if (!words.length)
    return {
      scores: new Map(),
      original,
      effective,
      corrected: false,
      matchType: 'primary',
      wholeWords: false,
    };
  const phrase = words.join(' ');
  let scores = run(index, effective, 'AND', phrase);
  let matchType: MatchType = 'primary';
  if (scores.size === 0 && words.length > 1) {
    scores = run(index, effective, 'OR', phrase);
    if (scores.size) matchType = 'expanded';
  }
  return {scores, original, effective, corrected, matchType, wholeWords};
}
