/**
 * How text becomes search terms, shared by indexing, querying, spelling correction
 * and suggestions so that all four agree on what a "word" is.
 */

// Words that carry no meaning in a product query; keeping them would make an
// all-terms match fail on "dress for a wedding".
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'of',
  'in',
  'on',
  'with',
  'to',
  'by',
  'or',
  'my',
  'at',
]);

/** Lowercase, accents folded, so "Boucle" finds "Bouclé". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Raw words of a text, before stemming: the vocabulary spelling correction works on. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40);
}

/**
 * A light English plural stemmer: enough that "dresses", "dress" and "shoes"/"shoe"
 * meet, without the over-reach of a full Porter stemmer on names like "Marguerite".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word))
    return word.slice(0, -1);
  return word;
}

/** MiniSearch's term processor: null drops the term. */
export function processTerm(term: string): string | null {
  const folded = fold(term);
  if (!folded || STOP_WORDS.has(folded)) return null;
  return stem(folded);
}

/** Query text as the words that count, in order. */
export function queryWords(text: string): string[] {
  return words(text).filter((word) => !STOP_WORDS.has(word));
}

/**
 * Edit distance with adjacent transpositions counted as one edit ("drses" is one
 * slip from "dress"), giving up once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({length: b.length + 1}, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        rows[i - 1][j] + 1,
        row[j - 1] + 1,
        rows[i - 1][j - 1] + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** How many slips a word of this length may contain and still be recognised. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}
