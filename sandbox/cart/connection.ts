/**
 * Relay connections over an in-memory list, the way Shopify pages them: opaque cursors,
 * first/last/after/before, and at most 250 nodes per page.
 */
export const MAX_PAGE = 250;

export type ConnectionArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
};

const cursorOf = (index: number) =>
  Buffer.from(`i:${index}`).toString('base64url');
function indexOf(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^i:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}

export function connection<T>(all: T[], args: ConnectionArgs = {}) {
  const items = args.reverse ? [...all].reverse() : all;
  let start = 0;
  let end = items.length;
  const after = indexOf(args.after);
  const before = indexOf(args.before);
  if (after !== undefined) start = Math.max(start, after + 1);
  if (before !== undefined) end = Math.min(end, before);
  const first = args.first ?? (args.last == null ? MAX_PAGE : undefined);
  if (first != null)
    end = Math.min(end, start + Math.max(0, Math.min(first, MAX_PAGE)));
  if (args.last != null)
    start = Math.max(start, end - Math.max(0, Math.min(args.last, MAX_PAGE)));
  const page = items
    .slice(start, Math.max(start, end))
    .map((node, i) => ({node, cursor: cursorOf(start + i)}));
  return {
    nodes: page.map((e) => e.node),
    edges: page,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: page[0]?.cursor ?? null,
      endCursor: page.at(-1)?.cursor ?? null,
    },
    totalCount: String(items.length),
  };
}
