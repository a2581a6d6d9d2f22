/**
 * The form endpoints the storefront posts to, standing in for the marketing, competition,
 * support-ticket and SMS services:
 *   POST /forms/{subscribe|competition|contact|sms}   JSON or form body → 201 {ok, id}
 *   GET  /_sandbox/forms.json?kind=                   what was received, newest last (tests)
 * Bodies are stored as sent; a body that is not an object is refused with 400.
 */
import type {Database} from '../db.ts';
import type {ServiceFactory} from '../server.ts';

export const FORM_KINDS = [
  'subscribe',
  'competition',
  'contact',
  'sms',
] as const;
const MAX_BODY_BYTES = 64 * 1024;

export type FormSubmission = {
  id: number;
  kind: string;
  body: Record<string, unknown>;
  receivedAt: string;
};

async function readBody(
  request: Request,
): Promise<Record<string, unknown> | null> {
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    const body = JSON.parse(raw) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function listSubmissions(
  db: Database,
  kind?: string | null,
): FormSubmission[] {
  const rows = (
    kind
      ? db
          .prepare(
            'SELECT id, kind, body, received_at FROM form_submissions WHERE kind = ? ORDER BY id',
          )
          .all(kind)
      : db
          .prepare(
            'SELECT id, kind, body, received_at FROM form_submissions ORDER BY id',
          )
          .all()
  ) as {id: number; kind: string; body: string; received_at: string}[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: JSON.parse(row.body) as Record<string, unknown>,
    receivedAt: row.received_at,
  }));
}

export const formsService: ServiceFactory = ({db}) => ({
  name: 'forms',
  async handle(request, url) {
    if (url.pathname === '/_sandbox/forms.json' && request.method === 'GET') {
      return Response.json({
        submissions: listSubmissions(db, url.searchParams.get('kind')),
      });
    }
    const match = /^\/forms\/([a-z]+)\/?$/.exec(url.pathname);
    if (!match) return undefined;
    const kind = match[1];
    if (!(FORM_KINDS as readonly string[]).includes(kind))
      return Response.json({error: `Unknown form ${kind}`}, {status: 404});
    if (request.method !== 'POST')
      return Response.json(
        {error: 'Use POST'},
        {status: 405, headers: {allow: 'POST'}},
      );
    const body = await readBody(request);
    if (!body)
      return Response.json(
        {error: 'Body must be a JSON object or a form'},
        {status: 400},
      );
    const result = db
      .prepare(
        'INSERT INTO form_submissions (kind, body, received_at) VALUES (?, ?, ?)',
      )
      .run(kind, JSON.stringify(body), new Date().toISOString());
    return Response.json(
      {ok: true, id: Number(result.lastInsertRowid)},
      {status: 201},
    );
  },
});
