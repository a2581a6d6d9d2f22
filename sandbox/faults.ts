/**
 * Fault injection per service, for resilience tests. Off by default.
 * Switched with POST /_sandbox/faults {service, latencyMs?, status?, retryAfter?, malformed?, graphqlError?, times?}
 * and cleared with DELETE /_sandbox/faults. `graphqlError` (storefront) answers 200 with one
 * error carrying that `extensions.code`, as Shopify reports THROTTLED or ACCESS_DENIED.
 */
export type Fault = {
  service: string;
  latencyMs?: number;
  status?: number;
  retryAfter?: number;
  malformed?: boolean;
  graphqlError?:
    'THROTTLED' | 'ACCESS_DENIED' | 'SHOP_INACTIVE' | 'INTERNAL_SERVER_ERROR';
  /** How many requests the fault applies to; unlimited when absent. */
  times?: number;
};

export type Faults = ReturnType<typeof createFaults>;

export function createFaults() {
  let active: Fault[] = [];

  function take(service: string) {
    const fault = active.find((f) => f.service === service);
    if (!fault) return undefined;
    if (fault.times !== undefined && --fault.times <= 0) {
      active = active.filter((f) => f !== fault);
    }
    return fault;
  }

  return {
    set(fault: Fault) {
      active = [
        ...active.filter((f) => f.service !== fault.service),
        {...fault},
      ];
    },
    clear() {
      active = [];
    },
    list: () => active,
    /** Answers the control endpoint, or applies a fault to the service that would answer. */
    async intercept(
      url: URL,
      handlers: {name: string; handle: (r: Request, u: URL) => unknown}[],
      request: Request,
    ): Promise<Response | undefined> {
      if (url.pathname === '/_sandbox/faults') {
        if (request.method === 'POST')
          this.set((await request.json()) as Fault);
        if (request.method === 'DELETE') this.clear();
        return Response.json({faults: active});
      }
      if (!active.length) return undefined;
      const service = serviceForPath(
        url.pathname,
        handlers.map((h) => h.name),
      );
      const fault = service ? take(service) : undefined;
      if (!fault) return undefined;
      if (fault.latencyMs)
        await new Promise((r) => setTimeout(r, fault.latencyMs));
      if (fault.malformed) {
        return new Response('{"data": {"oops"', {
          status: 200,
          headers: {'content-type': 'application/json'},
        });
      }
      if (fault.graphqlError) {
        const message =
          GRAPHQL_MESSAGES[fault.graphqlError] ?? fault.graphqlError;
        return Response.json({
          errors: [{message, extensions: {code: fault.graphqlError}}],
        });
      }
      if (fault.status) {
        const headers = new Headers({'content-type': 'application/json'});
        if (fault.retryAfter !== undefined)
          headers.set('retry-after', String(fault.retryAfter));
        return new Response(
          JSON.stringify({message: `Injected fault ${fault.status}`}),
          {
            status: fault.status,
            headers,
          },
        );
      }
      return undefined; // latency only: let the real handler answer
    },
  };
}

const GRAPHQL_MESSAGES: Record<string, string> = {
  THROTTLED: 'Throttled',
  ACCESS_DENIED: 'Access denied',
  SHOP_INACTIVE: 'Shop is not active',
  INTERNAL_SERVER_ERROR:
    'Internal error. Looks like something went wrong on our end.',
};

/** Which service a path belongs to; mirrors how services.ts mounts them. */
export function serviceForPath(pathname: string, known: string[]) {
  const byPrefix: [RegExp, string][] = [
    [/^\/api\/[^/]+\/graphql\.json$/, 'storefront'],
    [/^\/api\/(search|suggest)\//, 'search'],
    [/^\/api\/v2/, 'content'],
    [/^\/wishlist/, 'wishlist'],
    [/^\/back-in-stock/, 'backInStock'],
  ];
  const hit = byPrefix.find(([re]) => re.test(pathname))?.[1];
  return hit && known.includes(hit) ? hit : undefined;
}
