/**
 * An error-reporting ingest speaking Sentry's envelope protocol, so the storefront's
 * reporter can be pointed at the sandbox (SENTRY_DSN=http://public@127.0.0.1:4100/1):
 *   POST /api/{project}/envelope/     an envelope: header line, then item header + payload pairs
 *   GET  /_sandbox/errors.json        what arrived, newest last (tests, developers)
 *   DELETE /_sandbox/errors.json      forget it all
 * Reports are kept in memory: they are diagnostics, not store data.
 */
import type {ServiceFactory} from '../server.ts';

export type ReceivedReport = {
  project: string;
  type: string;
  payload: Record<string, unknown>;
  receivedAt: string;
};

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_KEPT = 500;
const CORS = {'access-control-allow-origin': '*'};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of an envelope; payloads that are not JSON objects (attachments, replays) are skipped. */
export function parseEnvelope(
  body: string,
): {type: string; payload: Record<string, unknown>}[] {
  const lines = body.split('\n');
  const items: {type: string; payload: Record<string, unknown>}[] = [];
  // The first line is the envelope header; items follow as header/payload pairs.
  for (let index = 1; index + 1 < lines.length; index += 2) {
    try {
      const header = JSON.parse(lines[index]!) as unknown;
      const payload = JSON.parse(lines[index + 1]!) as unknown;
      if (
        isRecord(header) &&
        typeof header.type === 'string' &&
        isRecord(payload)
      )
        items.push({type: header.type, payload});
    } catch {
      continue;
    }
  }
  return items;
}

export const errorsService: ServiceFactory = () => {
  let received: ReceivedReport[] = [];
  return {
    name: 'errors',
    async handle(request, url) {
      if (url.pathname === '/_sandbox/errors.json') {
        if (request.method === 'DELETE') received = [];
        return Response.json({reports: received});
      }
      const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
      if (!match) return undefined;
      if (request.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: {
            ...CORS,
            'access-control-allow-headers': '*',
            'access-control-allow-methods': 'POST',
          },
        });
      }
      if (request.method !== 'POST')
        return new Response('Method not allowed', {status: 405, headers: CORS});
      const body = await request.text();
      if (body.length > MAX_BODY_BYTES)
        return new Response('Envelope too large', {status: 413, headers: CORS});
      const receivedAt = new Date().toISOString();
      const items = parseEnvelope(body).map((item) => ({
        project: match[1]!,
        ...item,
        receivedAt,
      }));
      received = [...received, ...items].slice(-MAX_KEPT);
      return Response.json({}, {headers: CORS});
    },
  };
};
