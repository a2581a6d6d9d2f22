import {HTMLElement, type Node, parse, TextNode} from 'node-html-parser';
import {inject} from 'vitest';
import {sandboxClient} from '../support/sandbox-client';

/** The sandbox store behind the worker under test: faults, outbox, forms, Storefront API. */
export const sandbox = sandboxClient(() => inject('sandboxOrigin'));

/** Fetch a page from the built worker, as a shopper's browser would (no redirects followed). */
export async function visit(
  path: string,
  init: RequestInit & {country?: string} = {},
) {
  const headers = new Headers(init.headers);
  if (init.country) headers.set('oxygen-buyer-country', init.country);
  const response = await fetch(new URL(path, inject('workerUrl')), {
    redirect: 'manual',
    ...init,
    headers,
  });
  return {response, status: response.status, html: await response.text()};
}

/** The page as a DOM (node-html-parser), for reading elements and attributes instead of matching markup. */
export function dom(html: string): HTMLElement {
  // The parser keeps a doctype as text; a page's doctype is not something a shopper reads.
  return parse(html.replace(/^\s*<!doctype[^>]*>/i, ''), {comment: false});
}

/**
 * What a shopper reads: the text of every element outside scripts and styles, entities decoded,
 * each element's text apart from its neighbours' and runs of spaces and newlines made one space.
 */
export function textOf(html: string) {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child instanceof TextNode) parts.push(child.text);
      else if (
        child instanceof HTMLElement &&
        !['script', 'style'].includes(child.rawTagName?.toLowerCase())
      )
        walk(child);
    }
  };
  walk(dom(html));
  return ` ${parts.join(' ')} `.replace(/[ \t\r\n]+/g, ' ');
}
