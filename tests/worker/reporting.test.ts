/**
 * What operators see: errors reach the reporting service (the sandbox's ingest here)
 * tagged with status code, query and pathname; a shopper's 404 does not. And GA4's tag
 * is on the page, allowed by the Content-Security-Policy with the page's nonce.
 */
import {describe, expect} from 'vitest';
import {sandbox, visit} from './helpers';
import {it} from './fixtures';

type Report = {
  type: string;
  payload: {
    tags?: Record<string, string>;
    exception?: {values?: {value?: string}[]};
  };
};

const reports = async () => (await sandbox.errors.list()) as Report[];

/** Reports are sent after the response (waitUntil), so wait a little for them. */
async function reportsMatching(
  predicate: (report: Report) => boolean,
  timeoutMs = 5000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await reports()).filter(predicate);
    if (found.length || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('error reporting', () => {
  it('a search service failure is reported with status code, query and pathname, and the page still renders', async ({
    sandbox,
  }) => {
    await sandbox.faults.set({service: 'search', status: 503});
    const {status, html} = await visit('/search?q=reported-linen');
    expect(status).toBe(200);
    expect(html).not.toContain('at async');

    // Other test files share the sandbox's ingest, so only this page's report counts.
    const [report] = await reportsMatching(
      (r) => r.payload.tags?.query === 'q=reported-linen',
    );
    expect(report?.type).toBe('event');
    expect(report?.payload.tags).toMatchObject({
      status_code: '503',
      query: 'q=reported-linen',
      pathname: '/search',
      service: 'search',
    });
  });

  it('a content outage that a loader handles is reported as well, and the shopper gets a page, not a stack trace', async ({
    sandbox,
  }) => {
    // A page no other test reads, so no cached answer hides the outage.
    await sandbox.faults.set({service: 'content', status: 503});
    const {status, html} = await visit('/pages/reported-outage');
    expect(status).toBe(503);
    expect(html).not.toContain('at async');

    const services = async () =>
      (
        await reportsMatching(
          (r) => r.payload.tags?.pathname === '/pages/reported-outage',
        )
      ).map((r) => r.payload.tags?.service);
    await expect.poll(services, {timeout: 5000}).toContain('content');
  });

  it('suggest and trending failures from the search overlay are reported too', async ({
    sandbox,
  }) => {
    await sandbox.faults.set({service: 'search', status: 500});
    const overlay = await visit('/api/search-overlay?q=velvet');
    expect(overlay.status).toBe(200);
    const trending = await visit('/api/search-overlay');
    expect(trending.status).toBe(200);

    const services = async () =>
      (
        await reportsMatching(
          (r) => r.payload.tags?.pathname === '/api/search-overlay',
        )
      ).map((r) => r.payload.tags?.service);
    await expect
      .poll(services, {timeout: 5000})
      .toEqual(expect.arrayContaining(['search', 'suggest', 'trending']));
  });

  it('a page that was not found is not reported', async ({sandbox}) => {
    const {status} = await visit('/products/no-such-product-anywhere');
    expect(status).toBe(404);
    const marker = await visit('/search?q=after-the-404');
    expect(marker.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      ((await sandbox.errors.list()) as Report[]).filter(
        (r) =>
          r.payload.tags?.pathname === '/products/no-such-product-anywhere',
      ),
    ).toEqual([]);
  });
});

describe('GA4 tag', () => {
  it('is in the head with the nonce the Content-Security-Policy allows', async () => {
    const {response, html} = await visit('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain('https://www.googletagmanager.com');
    expect(html).toContain(
      `<script async="" nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-SANDBOX1"></script>`,
    );
    expect(html).toContain(`gtag('config',"G-SANDBOX1")`);
  });
});
