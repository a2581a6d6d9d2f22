/**
 * Relay connections over catalog lists, paged the way the Storefront API pages them:
 * first/last/after/before/reverse, at most 250 per page, and opaque cursors that name the
 * node (not its index), so a cursor stays valid when items are added before it.
 */
import {GraphQLError} from 'graphql';

export const MAX_PAGE = 250;

export type PageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
};

const encode = (key: string) =>
  Buffer.from(JSON.stringify({last_id: key})).toString('base64url');

function decode(cursor: string): string | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
      last_id?: unknown;
    };
    return typeof value.last_id === 'string' ? value.last_id : undefined;
  } catch {
    return undefined;
  }
}

export function requirePageSize(args: PageArgs) {
  if (args.first == null && args.last == null)
    throw new GraphQLError('you must provide one of first or last');
  if ((args.first ?? 0) < 0 || (args.last ?? 0) < 0)
    throw new GraphQLError('first and last must be non-negative');
}

export function pageOf<T>(
  all: T[],
  args: PageArgs,
  keyOf: (item: T) => string,
) {
  requirePageSize(args);
  const items = args.reverse ? [...all].reverse() : all;
  const position = (cursor: string | null | undefined) => {
    if (!cursor) return undefined;
    const key = decode(cursor);
    if (key === undefined) throw new GraphQLError(`Invalid cursor: ${cursor}`);
    const index = items.findIndex((item) => keyOf(item) === key);
    return index < 0 ? undefined : index;
  };
  let start = 0;
  let end = items.length;
  const after = position(args.after);
  const before = position(args.before);
  if (after !== undefined) start = after + 1;
  if (before !== undefined) end = Math.min(end, before);
  if (args.first != null)
    end = Math.min(end, start + Math.min(args.first, MAX_PAGE));
  if (args.last != null)
    start = Math.max(start, end - Math.min(args.last, MAX_PAGE));
  const edges = items
    .slice(start, Math.max(start, end))
    .map((node) => ({node, cursor: encode(keyOf(node))}));
  return {
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const byId = (item: {id: string}) => item.id;
