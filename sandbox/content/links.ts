/**
 * What the API adds to stored documents when answering: link fields filled with the
 * target's current metadata (or marked broken when the target is not visible at the
 * ref), `data` for fetchLinks, and `url` from a routes parameter.
 */
import {MASTER_LANG, type ContentDocument} from './store.ts';

export type Route = {type: string; path: string; uid?: string; lang?: string};

export type Expansion = {
  byId: Map<string, ContentDocument>;
  fetchLinks: Map<string, string[]>;
  routes: Route[];
};

export function parseFieldList(param: string | null) {
  const out = new Map<string, string[]>();
  for (const entry of (param ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const dot = entry.indexOf('.');
    if (dot < 1) continue;
    const type = entry.slice(0, dot);
    out.set(type, [...(out.get(type) ?? []), entry.slice(dot + 1)]);
  }
  return out;
}

/** Prismic route resolvers: `/pages/:uid`, `/:lang?/:uid`. */
export function urlFor(
  doc: {type: string; uid?: string | null; lang: string},
  routes: Route[],
): string | null {
  const route = routes.find(
    (r) =>
      r.type === doc.type &&
      (!r.uid || r.uid === doc.uid) &&
      (!r.lang || r.lang === doc.lang),
  );
  if (!route) return null;
  const path = route.path
    .replace(/\/:lang\?/g, doc.lang === MASTER_LANG ? '' : `/${doc.lang}`)
    .replace(/:lang/g, doc.lang)
    .replace(/\/:uid\?/g, doc.uid ? `/${doc.uid}` : '')
    .replace(/:uid/g, doc.uid ?? '');
  return path || '/';
}

function documentLink(
  stored: Record<string, unknown>,
  x: Expansion,
): Record<string, unknown> {
  const target = x.byId.get(String(stored.id));
  if (!target) {
    const {data: _data, url: _url, ...rest} = stored;
    return {...rest, link_type: 'Document', isBroken: true};
  }
  const link: Record<string, unknown> = {
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    slug: target.slugs[0],
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
    ...(target.uid ? {uid: target.uid} : {}),
    ...(x.routes.length ? {url: urlFor(target, x.routes)} : {}),
    link_type: 'Document',
    isBroken: false,
  };
  const fields = x.fetchLinks.get(target.type);
  if (fields) {
    link.data = Object.fromEntries(
      fields.filter((f) => f in target.data).map((f) => [f, target.data[f]]),
    );
  }
  return link;
}

export function expandLinks(value: unknown, x: Expansion): unknown {
  if (Array.isArray(value)) return value.map((v) => expandLinks(v, x));
  if (!value || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (o.link_type === 'Document' && typeof o.id === 'string')
    return documentLink(o, x);
  return Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, expandLinks(v, x)]),
  );
}
