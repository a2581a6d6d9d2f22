/**
 * The one way tests talk to the sandbox store's controls and its Storefront API, whichever
 * project runs them: unit tests pass `sandbox.origin` from `startSandbox()`, worker tests
 * `inject('sandboxOrigin')`, browser tests `process.env.E2E_SANDBOX_ORIGIN` (see
 * `workerSandbox()` in tests/worker/helpers.ts and the `sandbox` fixture in tests/e2e/fixtures.ts).
 *
 * Tests that are about one of these endpoints themselves (its status, its HTML, its refusals)
 * still fetch it by hand; everything else reads and switches the sandbox through here.
 */
import type {Fault} from '../../sandbox/faults.ts';
import {STOREFRONT_API_VERSION} from './storefront-api.ts';

export {STOREFRONT_API_VERSION};
export type {Fault};

/** The sandbox store's public Storefront API token (sandbox/storefront). */
export const SANDBOX_STOREFRONT_TOKEN = 'sandbox-storefront-token';

export type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string;
  createdAt: string;
};
export type FormSubmission = {
  id: number;
  kind: string;
  body: Record<string, unknown>;
  receivedAt: string;
};
export type BackInStockNotice = {
  id: number;
  shop: string;
  email: string;
  productId: number;
  variantId: number;
  quantityRequired: number;
  acceptsMarketing: boolean;
  customerUtcOffset: number;
  createdAt: string;
  sentAt: string | null;
};
export type ErrorReport = {payload: any; [key: string]: any};
export type GraphQLBody<T = any> = {
  data?: T;
  errors?: {
    message: string;
    path?: (string | number)[];
    extensions?: Record<string, unknown>;
  }[];
};

type StorefrontOptions = {headers?: Record<string, string>; version?: string};

export type SandboxClient = ReturnType<typeof sandboxClient>;

/** `origin` may be a function when the address is only known once a `beforeAll` has run. */
export function sandboxClient(origin: string | (() => string)) {
  const base = () => (typeof origin === 'function' ? origin() : origin);
  const url = (path: string) => new URL(path, base()).href;
  const json = async <T>(path: string, init?: RequestInit) =>
    (await (await fetch(url(path), init)).json()) as T;
  const withParam = (
    path: string,
    name: string,
    value: string | undefined | null,
  ) =>
    value == null ? path : `${path}?${new URLSearchParams({[name]: value})}`;

  /** POSTs a document to the Storefront API as a storefront would, and answers the raw response. */
  function storefrontResponse(
    query: string,
    variables: Record<string, unknown> = {},
    {headers = {}, version = STOREFRONT_API_VERSION}: StorefrontOptions = {},
  ) {
    return fetch(url(`/api/${version}/graphql.json`), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': SANDBOX_STOREFRONT_TOKEN,
        ...headers,
      },
      body: JSON.stringify({query, variables}),
    });
  }

  const faults = {
    /** Switches a fault on (`POST /_sandbox/faults`); one per service, the latest wins. */
    async set(fault: Fault) {
      await fetch(url('/_sandbox/faults'), {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(fault),
      });
    },
    /** Clears every fault. */
    async clear() {
      await fetch(url('/_sandbox/faults'), {method: 'DELETE'});
    },
  };
  const trackEvents = {
    /** Searchspring tracking events received (beacons and pixels). */
    list: async <T = Record<string, unknown>>(kind?: string) =>
      (
        await json<{events: T[]}>(
          withParam('/_sandbox/track-events.json', 'kind', kind),
        )
      ).events,
    clear: async () =>
      void (await fetch(url('/_sandbox/track-events.json'), {
        method: 'DELETE',
      })),
  };
  const errors = {
    /** Error reports (Sentry envelopes) the sandbox's ingest received, newest last. */
    list: async () =>
      (await json<{reports: ErrorReport[]}>('/_sandbox/errors.json')).reports,
    clear: async () =>
      void (await fetch(url('/_sandbox/errors.json'), {method: 'DELETE'})),
  };

  return {
    get origin() {
      return base();
    },
    /** An address on the sandbox store. */
    url,

    faults,

    /** E-mails the sandbox "sent", to one address or to everyone. */
    outbox: async (to?: string) =>
      (
        await json<{messages: OutboxMessage[]}>(
          withParam('/_sandbox/outbox.json', 'to', to),
        )
      ).messages,

    /** Form submissions the sandbox received (competition, sms, contact, newsletter…), newest last. */
    forms: async (kind?: string) =>
      (
        await json<{submissions: FormSubmission[]}>(
          withParam('/_sandbox/forms.json', 'kind', kind),
        )
      ).submissions,

    /** Back-in-stock requests recorded, newest first. */
    backInStock: async (email?: string) =>
      (
        await json<{notices: BackInStockNotice[]}>(
          withParam('/_sandbox/back-in-stock.json', 'email', email),
        )
      ).notices,

    /** Raises a variant's stock and e-mails the shoppers waiting for it; answers the raw response. */
    restock: (variantId: string | number, quantity: number) =>
      fetch(url('/_sandbox/restock'), {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({variantId, quantity}),
      }),

    trackEvents,

    /** Where an editor's "preview" button leads: the sandbox redirects to `previewUrl` with a preview token. */
    contentPreviewUrl: (documentId: string, previewUrl: string) =>
      url(
        `/_sandbox/content/preview?${new URLSearchParams({documentId, previewUrl})}`,
      ),

    errors,

    storefrontResponse,
    /** A Storefront API call: the JSON body, errors included. */
    async storefront<T = any>(
      query: string,
      variables: Record<string, unknown> = {},
      options: StorefrontOptions = {},
    ) {
      return (await (
        await storefrontResponse(query, variables, options)
      ).json()) as GraphQLBody<T>;
    },
    /** A Storefront API call that must succeed: its `data`, or a thrown error naming the GraphQL errors. */
    async storefrontData<T = any>(
      query: string,
      variables: Record<string, unknown> = {},
      options: StorefrontOptions = {},
    ) {
      const body = (await (
        await storefrontResponse(query, variables, options)
      ).json()) as GraphQLBody<T>;
      if (body.errors?.length || !body.data)
        throw new Error(
          `Storefront API answered errors: ${JSON.stringify(body.errors)}`,
        );
      return body.data;
    },

    /** What a test may have switched or recorded: faults, error reports and tracking events. */
    async reset() {
      await Promise.all([faults.clear(), errors.clear(), trackEvents.clear()]);
    },
  };
}
