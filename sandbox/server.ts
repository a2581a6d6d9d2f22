/**
 * The sandbox store: one Node process that speaks the wire protocols of every
 * backend the storefront uses (Storefront API, Searchspring, Prismic, wishlist,
 * back-in-stock), over one embedded SQLite database.
 *
 * Each service is a plain `(request) => Response | undefined` handler over web
 * Request/Response; the first one that answers wins. Nothing here imports from app/.
 */
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';
import {openDatabase, type Database} from './db.ts';
import {createFaults, type Faults} from './faults.ts';
import {services} from './services.ts';
import {seedCatalog} from './catalog/seed/index.ts';

export type SandboxContext = {
  db: Database;
  faults: Faults;
  /** Public origin of this sandbox, e.g. http://127.0.0.1:4100 */
  origin: string;
};

export type ServiceHandler = (
  request: Request,
  url: URL,
) => Promise<Response | undefined> | Response | undefined;

export type ServiceFactory = (context: SandboxContext) => {
  /** Name used by fault injection: storefront, search, content, wishlist, backInStock */
  name: string;
  handle: ServiceHandler;
};

export type Sandbox = {
  origin: string;
  port: number;
  db: Database;
  faults: Faults;
  close(): Promise<void>;
};

export async function startSandbox({
  port = 0,
  host = '127.0.0.1',
  dbPath = ':memory:',
  log = false,
}: {
  port?: number;
  host?: string;
  dbPath?: string;
  log?: boolean;
} = {}): Promise<Sandbox> {
  const db = openDatabase(dbPath);
  seedCatalog(db);
  const faults = createFaults();
  const context: SandboxContext = {db, faults, origin: ''};
  let handlers: ReturnType<ServiceFactory>[] = [];

  const server = createServer((req, res) => {
    void dispatch(req, res);
  });
  // Node drops an idle keep-alive socket after 5 s, while workerd may still send on it:
  // under load the storefront then saw "Network connection lost". Real services keep
  // connections open far longer than their clients do.
  server.keepAliveTimeout = 120_000;

  async function dispatch(req: IncomingMessage, res: ServerResponse) {
    const started = Date.now();
    let response: Response;
    try {
      const request = toWebRequest(req, context.origin);
      const url = new URL(request.url);
      response =
        (await faults.intercept(url, handlers, request)) ??
        (await route(request, url)) ??
        Response.json(
          {errors: [{message: `No sandbox route for ${url.pathname}`}]},
          {status: 404},
        );
    } catch (error) {
      console.error('[sandbox]', error);
      response = Response.json(
        {errors: [{message: 'Sandbox internal error'}]},
        {status: 500},
      );
    }
    await writeWebResponse(res, response);
    if (log)
      console.log(
        `[sandbox] ${req.method} ${req.url} ${response.status} ${Date.now() - started}ms`,
      );
  }

  async function route(request: Request, url: URL) {
    if (url.pathname === '/_sandbox/health') return Response.json({ok: true});
    // Checkout and hosted sign-in are pages a browser shows: like Shopify's, they have an icon.
    if (url.pathname === '/favicon.ico')
      return new Response(FAVICON, {
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
        },
      });
    for (const service of handlers) {
      const response = await service.handle(request, url);
      if (response) return response;
    }
    return undefined;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  context.origin = `http://${host}:${address.port}`;
  handlers = services.map((factory) => factory(context));

  return {
    origin: context.origin,
    port: address.port,
    db,
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f2a24"/><path d="M9 12h14l-1.5 13h-11z" fill="#f7f4ee"/><path d="M12.5 12a3.5 3.5 0 0 1 7 0" stroke="#f7f4ee" stroke-width="2" fill="none"/></svg>';

function toWebRequest(req: IncomingMessage, origin: string): Request {
  const url = new URL(req.url ?? '/', origin || `http://${req.headers.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (req as unknown as ReadableStream) : undefined,
    // @ts-expect-error Node needs duplex for streamed bodies
    duplex: 'half',
  });
}

async function writeWebResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      res.write(chunk);
  }
  res.end();
}
