/**
 * Tracking beacons: the IntelliSuggest pixel (GET track.json?d&s&u&r, sent on tile
 * mouse-down), Beacon 1.0 (POST /beacon, a list of events) and Beacon 2.0
 * (POST /beacon/v2/{siteId}/{category}/{event}). Every event is stored so tests and
 * developers can see what the storefront reported.
 */
import type {Database} from '../db.ts';
import {signClickData} from './hits.ts';

export type EventKind =
  'typing' | 'search' | 'click' | 'view' | 'basket' | 'order' | 'other';

type EventRecord = {
  kind: EventKind;
  type: string;
  siteId?: string;
  userId?: string;
  sessionId?: string;
  pageLoadId?: string;
  productId?: string | null;
  handle?: string | null;
  query?: string | null;
  url?: string | null;
  referrer?: string | null;
  signatureValid?: boolean | null;
  payload: unknown;
};

const PIXEL = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
const MAX_BODY = 64 * 1024;
const MAX_EVENTS_PER_BEACON = 50;
const KINDS: EventKind[] = [
  'typing',
  'search',
  'click',
  'view',
  'basket',
  'order',
  'other',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown, max = 500): string | null =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).slice(0, max)
    : null;

/** Click data is base64url JSON; the pixel also accepts plain JSON so a typing or search event can be sent the same way. */
export function decodeData(d: string): unknown {
  for (const attempt of [
    () => JSON.parse(Buffer.from(d, 'base64url').toString('utf8')),
    () => JSON.parse(d),
  ]) {
    try {
      const value = attempt();
      if (isRecord(value)) return value;
    } catch {
      /* try the next reading */
    }
  }
  return d;
}

/** A kind from whatever name an event was sent under ('product.view', 'search/clickthrough', 'click', 'item view'). */
export function kindOf(type: string): EventKind {
  const name = type.toLowerCase();
  if (KINDS.includes(name as EventKind)) return name as EventKind;
  if (/typing|autocomplete\/(render|impression)/.test(name)) return 'typing';
  if (/click/.test(name)) return 'click';
  if (/addtocart|basket|cart/.test(name)) return 'basket';
  if (/order|transaction/.test(name)) return 'order';
  if (/view|pageview/.test(name)) return 'view';
  if (/search|render|impression/.test(name)) return 'search';
  return 'other';
}

function record(db: Database, event: EventRecord) {
  db.prepare(
    `INSERT INTO search_events (kind, type, site_id, user_id, session_id, page_load_id, product_id, handle, query, url, referrer, signature_valid, payload, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    event.kind,
    event.type.slice(0, 100),
    event.siteId ?? '',
    event.userId ?? '',
    event.sessionId ?? '',
    event.pageLoadId ?? '',
    event.productId ?? null,
    event.handle ?? null,
    event.query ?? null,
    event.url ?? null,
    event.referrer ?? null,
    event.signatureValid === undefined || event.signatureValid === null
      ? null
      : event.signatureValid
        ? 1
        : 0,
    JSON.stringify(event.payload ?? {}).slice(0, 20_000),
    new Date().toISOString(),
  );
}

export function trackPixel(db: Database, url: URL): Response {
  const params = url.searchParams;
  const d = (params.get('d') ?? '').slice(0, 4000);
  const s = (params.get('s') ?? '').slice(0, 200);
  const data = d ? decodeData(d) : {};
  const payload = isRecord(data) ? data : {data};
  const type = str(payload.type, 50) ?? (payload.p ? 'click' : 'other');
  record(db, {
    kind: kindOf(type),
    type,
    siteId: str(payload.s, 64) ?? str(params.get('siteId'), 64) ?? '',
    userId: str(params.get('userId') ?? payload.userId, 100) ?? '',
    sessionId: str(params.get('sessionId') ?? payload.sessionId, 100) ?? '',
    pageLoadId: str(params.get('pageLoadId') ?? payload.pageLoadId, 100) ?? '',
    productId: str(payload.p, 40),
    handle: str(payload.h, 200),
    query: str(payload.q, 200),
    url: str(params.get('u'), 2000),
    referrer: str(params.get('r'), 2000),
    signatureValid:
      d && s ? signClickData(d) === s : d && payload.p ? false : null,
    payload,
  });
  return new Response(PIXEL, {
    headers: {
      'content-type': 'image/gif',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    },
  });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY) throw new Error('Beacon body is too large');
  return JSON.parse(text);
}

function contextOf(value: unknown) {
  const context = isRecord(value) ? value : {};
  const website = isRecord(context.website) ? context.website : {};
  return {
    userId: str(context.userId, 100) ?? '',
    sessionId: str(context.sessionId, 100) ?? '',
    pageLoadId: str(context.pageLoadId, 100) ?? '',
    siteId: str(website.trackingCode, 64) ?? '',
    url: str(context.pageUrl, 2000),
  };
}

function productOf(data: unknown): {
  productId: string | null;
  handle: string | null;
  query: string | null;
} {
  const source = isRecord(data) ? data : {};
  const result =
    Array.isArray(source.results) && isRecord(source.results[0])
      ? source.results[0]
      : isRecord(source.result)
        ? source.result
        : source;
  return {
    productId: str(result.uid ?? result.id ?? result.productId, 40),
    handle: str(result.handle, 200),
    query: str(source.q ?? source.query, 200),
  };
}

const badRequest = (message: string) =>
  Response.json(
    {message},
    {status: 400, headers: {'access-control-allow-origin': '*'}},
  );

/** Beacon 1.0: one event or a list, each {type, category, context, event}. */
export async function beaconV1(
  db: Database,
  request: Request,
): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(request);
  } catch (error) {
    return badRequest(
      error instanceof Error && error.message.includes('large')
        ? error.message
        : 'Beacon body must be JSON',
    );
  }
  const events = (Array.isArray(body) ? body : [body])
    .filter(isRecord)
    .slice(0, MAX_EVENTS_PER_BEACON);
  if (!events.length)
    return badRequest('Beacon body must be an event or a list of events');
  for (const event of events) {
    const type = str(event.type, 100) ?? 'other';
    record(db, {
      kind: kindOf(type),
      type,
      ...contextOf(event.context),
      ...productOf(event.event),
      payload: event,
    });
  }
  return Response.json(
    {success: true},
    {headers: {'access-control-allow-origin': '*'}},
  );
}

/** Beacon 2.0: POST /beacon/v2/{siteId}/{category}/{event} with {context, data}. */
export async function beaconV2(
  db: Database,
  request: Request,
  path: {siteId: string; category: string; event: string},
): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(request);
  } catch (error) {
    return badRequest(
      error instanceof Error && error.message.includes('large')
        ? error.message
        : 'Beacon body must be JSON',
    );
  }
  if (!isRecord(body))
    return badRequest('Beacon body must be an object with context and data');
  const type = `${path.category}/${path.event}`;
  const context = contextOf(body.context);
  record(db, {
    kind: kindOf(type),
    type,
    ...context,
    siteId: path.siteId,
    ...productOf(body.data),
    payload: body,
  });
  return Response.json(
    {success: true},
    {headers: {'access-control-allow-origin': '*'}},
  );
}

export function listEvents(db: Database, url: URL) {
  const kind = url.searchParams.get('kind');
  const rows = (
    kind
      ? db
          .prepare('SELECT * FROM search_events WHERE kind = ? ORDER BY id')
          .all(kind)
      : db.prepare('SELECT * FROM search_events ORDER BY id').all()
  ) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    type: row.type,
    siteId: row.site_id,
    userId: row.user_id,
    sessionId: row.session_id,
    pageLoadId: row.page_load_id,
    productId: row.product_id,
    handle: row.handle,
    query: row.query,
    url: row.url,
    referrer: row.referrer,
    signatureValid:
      row.signature_valid === null ? null : row.signature_valid === 1,
    payload: JSON.parse(String(row.payload)),
    receivedAt: row.received_at,
  }));
}

export function clearEvents(db: Database) {
  db.prepare('DELETE FROM search_events').run();
}
