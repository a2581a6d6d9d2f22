import {inject} from 'vitest';
import {sandboxClient} from '../support/sandbox-client';

/** The sandbox store behind the worker under test: faults, outbox, forms, Storefront API. */
export const sandbox = sandboxClient(() => inject('sandboxOrigin'));

/** Fetch a page from the built worker, as a shopper's browser would (no redirects followed). */
export async function visit(path: string, init: RequestInit & {country?: string} = {}) {
  const headers = new Headers(init.headers);
  if (init.country) headers.set('oxygen-buyer-country', init.country);
  const response = await fetch(new URL(path, inject('workerUrl')), {redirect: 'manual', ...init, headers});
  return {response, status: response.status, html: await response.text()};
}

/** Text content without tags or entities noise, for asserting what a shopper reads. */
export function textOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, '\u00A0')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t\r\n]+/g, ' ');
}
