/**
 * Merchandising rules (merchandising.json beside this file): query redirects,
 * content areas for queries and collections, and inline banners at grid positions.
 * Editors change the JSON; this only decides which rules a request triggers.
 */
import {readFileSync} from 'node:fs';
import {queryWords} from './text.ts';

type Redirect = {queries: string[]; url: string};
type InlineRule = {index: number; value: string};
type Campaign = {
  id: string;
  title: string;
  type: string;
  when: {queries?: string[]; collections?: string[]};
  content: {
    header?: string[];
    banner?: string[];
    footer?: string[];
    left?: string[];
    inline?: InlineRule[];
  };
};
type Rules = {redirects: Redirect[]; campaigns: Campaign[]};

export type InlineBanner = {config: {position: {index: number}}; value: string};
export type Content = {
  header?: string[];
  banner?: string[];
  footer?: string[];
  left?: string[];
  inline?: InlineBanner[];
};
export type Triggered = {
  content: Content;
  campaigns: {id: string; title: string; type: string}[];
  /** Inline banners in grid order, for placing them among the results. */
  inline: InlineBanner[];
};

let rules: Rules | undefined;

function loadRules(): Rules {
  const raw = JSON.parse(
    readFileSync(new URL('./merchandising.json', import.meta.url), 'utf8'),
  ) as Partial<Rules>;
  return {redirects: raw.redirects ?? [], campaigns: raw.campaigns ?? []};
}

/** A query as rules compare it: folded words, single-spaced. */
export const normalizeQuery = (q: string) => queryWords(q).join(' ');

function containsPhrase(query: string, phrase: string): boolean {
  return ` ${query} `.includes(` ${phrase} `);
}

/** The redirect a query triggers, if any; both what was typed and what was searched are tried. */
export function redirectFor(queries: string[]): string {
  rules ??= loadRules();
  const normalized = queries.map(normalizeQuery).filter(Boolean);
  for (const rule of rules.redirects) {
    const targets = rule.queries.map(normalizeQuery);
    if (normalized.some((q) => targets.includes(q))) return rule.url;
  }
  return '';
}

/**
 * Banner HTML as the hosted service sends it: a `text/widget` script naming the banner
 * type and carrying the HTML in an attribute, followed by the HTML itself.
 */
export const wrapBanner = (html: string) =>
  `<script data-banner-type="html" data-banner-html="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" type="text/widget"></script>${html}`;

export function triggeredContent({
  queries,
  collections,
  origin,
  inlineBanners,
}: {
  queries: string[];
  collections: string[];
  origin: string;
  inlineBanners: boolean;
}): Triggered {
  rules ??= loadRules();
  const normalized = queries.map(normalizeQuery).filter(Boolean);
  const wanted = new Set(collections.map((c) => c.toLowerCase()));
  const content: Content = {};
  const inline: InlineBanner[] = [];
  const campaigns: Triggered['campaigns'] = [];
  const fill = (html: string) =>
    wrapBanner(html.replaceAll('{origin}', origin));

  for (const campaign of rules.campaigns) {
    const {queries: onQueries, collections: onCollections} = campaign.when;
    if (
      onQueries &&
      !onQueries
        .map(normalizeQuery)
        .some((phrase) => normalized.some((q) => containsPhrase(q, phrase)))
    )
      continue;
    if (
      onCollections &&
      !onCollections.some((c) => wanted.has(c.toLowerCase()))
    )
      continue;
    if (!onQueries && !onCollections) continue;
    campaigns.push({
      id: campaign.id,
      title: campaign.title,
      type: campaign.type,
    });
    for (const area of ['header', 'banner', 'footer', 'left'] as const) {
      const html = campaign.content[area];
      if (html?.length)
        content[area] = [...(content[area] ?? []), ...html.map(fill)];
    }
    if (inlineBanners) {
      for (const banner of campaign.content.inline ?? []) {
        inline.push({
          config: {position: {index: Math.max(0, Math.floor(banner.index))}},
          value: fill(banner.value),
        });
      }
    }
  }
  inline.sort((a, b) => a.config.position.index - b.config.position.index);
  if (inline.length) content.inline = inline;
  return {content, campaigns, inline};
}
