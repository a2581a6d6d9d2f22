/**
 * Prismic's query language: `q=[[at(document.type, "page")][not(my.page.uid, "home")]]`.
 * Parsed into predicates and evaluated over documents. Unknown predicates are a
 * parsing error, as on the real API, rather than silently matching everything.
 */
import {QuerySyntaxError} from './errors.ts';
import type {ContentDocument} from './store.ts';

type Value = string | number | boolean | Value[] | {path: string};
/** `ids` is filled for `similar` before matching: the documents most like the one named. */
export type Predicate = {
  name: string;
  path: string;
  args: Value[];
  ids?: Set<string>;
};

const DATE_PREDICATES = [
  'after',
  'before',
  'between',
  'day-of-month',
  'day-of-month-after',
  'day-of-month-before',
  'day-of-week',
  'day-of-week-after',
  'day-of-week-before',
  'month',
  'month-after',
  'month-before',
  'year',
  'hour',
  'hour-after',
  'hour-before',
].map((name) => `date.${name}`);
const KNOWN = new Set([
  'at',
  'not',
  'any',
  'in',
  'fulltext',
  'has',
  'missing',
  'similar',
  'number.lt',
  'number.gt',
  'number.inRange',
  ...DATE_PREDICATES,
]);

export function parseQuery(query: string): Predicate[] {
  let i = 0;
  const fail = (message: string): never => {
    throw new QuerySyntaxError(
      `${message} at column ${i + 1} in ${query}`,
      query,
      i + 1,
    );
  };
  const ws = () => {
    while (i < query.length && /\s/.test(query[i])) i++;
  };
  const expect = (ch: string) => {
    ws();
    if (query[i] !== ch) fail(`Expected '${ch}'`);
    i++;
  };
  const path = () => {
    ws();
    const m = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(query.slice(i));
    if (!m) fail('Expected a field path');
    i += m![0].length;
    return m![0];
  };
  const value = (): Value => {
    ws();
    const ch = query[i];
    if (ch === '"') {
      let out = '';
      i++;
      while (i < query.length && query[i] !== '"') {
        if (query[i] === '\\') i++;
        out += query[i++];
      }
      if (query[i] !== '"') fail('Unterminated string');
      i++;
      return out;
    }
    if (ch === '[') {
      i++;
      const list: Value[] = [];
      ws();
      if (query[i] === ']') return (i++, list);
      for (;;) {
        list.push(value());
        ws();
        if (query[i] === ',') i++;
        else if (query[i] === ']') return (i++, list);
        else fail("Expected ',' or ']'");
      }
    }
    const num = /^-?\d+(\.\d+)?/.exec(query.slice(i));
    if (num) return ((i += num[0].length), Number(num[0]));
    if (query.startsWith('true', i)) return ((i += 4), true);
    if (query.startsWith('false', i)) return ((i += 5), false);
    return {path: path()};
  };
  const predicate = (): Predicate => {
    expect('[');
    ws();
    if (query[i] === ':') {
      // Named binding `[:d = at(...)]`, used in document hrefs.
      i++;
      path();
      expect('=');
    }
    const name = path();
    if (!KNOWN.has(name)) fail(`Unexpected predicate '${name}'`);
    expect('(');
    // similar("document id", max) names a document, not a field.
    const target = name === 'similar' ? String(value()) : path();
    const args: Value[] = [];
    ws();
    while (query[i] === ',') {
      i++;
      args.push(value());
      ws();
    }
    expect(')');
    expect(']');
    return {name, path: target, args};
  };

  expect('[');
  const out: Predicate[] = [];
  ws();
  while (query[i] === '[') {
    out.push(predicate());
    ws();
  }
  expect(']');
  ws();
  if (i < query.length) fail('Unexpected trailing input');
  return out;
}

export function fieldValue(doc: ContentDocument, path: string): unknown {
  if (path === 'document') return doc;
  if (path.startsWith('document.')) {
    const key = path.slice('document.'.length);
    return (doc as unknown as Record<string, unknown>)[key];
  }
  const [root, type, ...rest] = path.split('.');
  if (root !== 'my' || type !== doc.type || !rest.length) return undefined;
  if (rest[0] === 'uid' && rest.length === 1) return doc.uid ?? undefined;
  let value: unknown = doc.data;
  for (const key of rest)
    value =
      value && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return value;
}

/** Values compare as strings; link fields compare by the document id they point to. */
function scalar(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object' && 'id' in (value as object))
    return String((value as {id: unknown}).id);
  if (typeof value === 'object') return undefined;
  return String(value);
}

function equals(field: unknown, expected: Value): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(field) &&
      expected.every((e) => field.some((f) => scalar(f) === scalar(e)))
    );
  }
  if (Array.isArray(field))
    return field.some((f) => scalar(f) === scalar(expected));
  return scalar(field) !== undefined && scalar(field) === scalar(expected);
}

function isFilled(value: unknown) {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return o.link_type ? o.link_type !== 'Any' : Object.keys(o).length > 0;
  }
  return value !== '';
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.link_type || o.dimensions) return '';
    return Object.entries(o)
      .filter(
        ([k]) =>
          ![
            'spans',
            'type',
            'id',
            'slice_type',
            'variation',
            'version',
            'href',
            'slice_label',
          ].includes(k),
      )
      .map(([, v]) => textOf(v))
      .join(' ');
  }
  return '';
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** Date and Timestamp fields ("2026-01-31", "2026-01-31T09:00:00+0000") and epoch-millisecond arguments, in UTC. */
function timeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !value) return undefined;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(time) ? undefined : time;
}

/** A month or weekday given by name or number (months 1-12, weekdays Monday 1 to Sunday 7). */
const ordinal = (value: Value | undefined, names: string[]) =>
  typeof value === 'number'
    ? value
    : names.indexOf(String(value ?? '').toLowerCase()) + 1 || undefined;

function datePart(time: number, part: string): number {
  const date = new Date(time);
  if (part === 'day-of-month') return date.getUTCDate();
  if (part === 'day-of-week') return ((date.getUTCDay() + 6) % 7) + 1;
  if (part === 'month') return date.getUTCMonth() + 1;
  if (part === 'year') return date.getUTCFullYear();
  return date.getUTCHours();
}

function dateMatches(name: string, field: unknown, args: Value[]): boolean {
  const time = timeOf(field);
  if (time === undefined) return false;
  const [first, second] = args;
  switch (name) {
    case 'after':
      return time > (timeOf(first) ?? Infinity);
    case 'before':
      return time < (timeOf(first) ?? -Infinity);
    case 'between':
      return (
        time >= (timeOf(first) ?? Infinity) &&
        time <= (timeOf(second) ?? -Infinity)
      );
  }
  const [, part, relation] =
    /^(day-of-month|day-of-week|month|year|hour)(?:-(after|before))?$/.exec(
      name,
    ) ?? [];
  if (!part) return false;
  const wanted =
    part === 'month'
      ? ordinal(first, MONTHS)
      : part === 'day-of-week'
        ? ordinal(first, DAYS)
        : Number(first);
  if (wanted === undefined || Number.isNaN(wanted)) return false;
  const actual = datePart(time, part);
  return relation === 'after'
    ? actual > wanted
    : relation === 'before'
      ? actual < wanted
      : actual === wanted;
}

function numberMatches(name: string, field: unknown, args: Value[]): boolean {
  if (typeof field !== 'number') return false;
  const [low, high] = args.map(Number);
  if (name === 'number.lt') return field < low;
  if (name === 'number.gt') return field > low;
  return field >= low && field <= high;
}

const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'our',
  'your',
  'you',
  'are',
  'from',
  'that',
  'this',
  'into',
  'was',
  'has',
  'have',
  'will',
]);

function wordsOf(doc: ContentDocument) {
  return new Set(
    textOf(doc.data)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w)),
  );
}

/**
 * Fills in each `similar(id, max)` predicate: the `max` documents sharing most words with
 * the named one (itself excluded), the way Prismic ranks by content likeness.
 */
export function prepareSimilar(
  predicates: Predicate[],
  visible: ContentDocument[],
): Predicate[] {
  return predicates.map((p) => {
    if (p.name !== 'similar') return p;
    const source = visible.find((d) => d.id === p.path);
    const max = typeof p.args[0] === 'number' ? p.args[0] : 10;
    if (!source) return {...p, ids: new Set()};
    const words = wordsOf(source);
    const ranked = visible
      .filter((d) => d.id !== source.id && d.lang === source.lang)
      .map((d) => ({
        id: d.id,
        shared: [...wordsOf(d)].filter((w) => words.has(w)).length,
      }))
      .filter((d) => d.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.id.localeCompare(b.id))
      .slice(0, max);
    return {...p, ids: new Set(ranked.map((d) => d.id))};
  });
}

export function matches(doc: ContentDocument, p: Predicate): boolean {
  if (p.name === 'similar') return p.ids?.has(doc.id) ?? false;
  const field = fieldValue(doc, p.path);
  const [arg] = p.args;
  if (p.name.startsWith('date.'))
    return dateMatches(p.name.slice('date.'.length), field, p.args);
  if (p.name.startsWith('number.')) return numberMatches(p.name, field, p.args);
  switch (p.name) {
    case 'at':
      return equals(field, arg);
    case 'not':
      return !equals(field, arg);
    case 'any':
    case 'in':
      return Array.isArray(arg) && arg.some((v) => equals(field, v));
    case 'fulltext': {
      const haystack = textOf(
        p.path === 'document' ? doc.data : field,
      ).toLowerCase();
      const terms = String(arg ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      return terms.length > 0 && terms.every((t) => haystack.includes(t));
    }
    case 'has':
      return isFilled(field);
    case 'missing':
      return !isFilled(field);
    default:
      return false;
  }
}
