/**
 * Reading content documents defensively. Validation reports what is wrong to editors,
 * but shoppers must still get a page, so everything the storefront renders goes
 * through these readers: a field of the wrong shape reads as absent, never throws.
 */
import type {RichTextField} from '@prismicio/client';
import {altOf, type ContentImage} from './images';
import {resolveLink, type ContentLink} from './links';

export type Row = Record<string, unknown>;

export const asRow = (value: unknown): Row =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Row)
    : {};
export const asRows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.map(asRow) : [];

export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A Rich Text field with something to show: at least one block with text, else null. */
export function richText(value: unknown): RichTextField | null {
  return Array.isArray(value) &&
    value.some((block) => text(asRow(block).text) !== null)
    ? (value as RichTextField)
    : null;
}

export function bool(value: unknown): boolean {
  return value === true;
}

/** A Color field: only a hex colour is passed to inline styles. */
export function colour(value: unknown): string | null {
  return typeof value === 'string' &&
    /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim())
    ? value.trim()
    : null;
}

export function positiveNumber(value: unknown): number | null {
  const n =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** A slice's region ('all', 'au', 'us'): shown when it is everywhere or this site's. */
export function inRegion(region: unknown, locale: string): boolean {
  return (
    region === undefined ||
    region === null ||
    region === '' ||
    region === 'all' ||
    region === locale
  );
}

/** Slices of a zone meant for this site, in order, whatever else the zone holds. */
export function slicesFor<T extends {slice_type?: unknown; primary?: unknown}>(
  zone: unknown,
  locale: string,
): T[] {
  if (!Array.isArray(zone)) return [];
  return zone.filter(
    (slice): slice is T =>
      Boolean(slice) &&
      typeof slice === 'object' &&
      typeof (slice as Row).slice_type === 'string' &&
      inRegion(asRow((slice as Row).primary).region, locale),
  );
}

/** An image the storefront can render: an http(s) url, the alt ('' when missing) and its size. */
export type ImageData = {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
};

export function image(value: unknown): ImageData | null {
  const raw = asRow(value);
  if (typeof raw.url !== 'string') return null;
  try {
    if (!/^https?:$/.test(new URL(raw.url).protocol)) return null;
  } catch {
    return null;
  }
  const dimensions = asRow(raw.dimensions);
  return {
    url: raw.url,
    alt: altOf(raw as ContentImage),
    width: positiveNumber(dimensions.width),
    height: positiveNumber(dimensions.height),
  };
}

export type LinkData = {href: string; external: boolean; newTab: boolean};

/** A link field resolved for this site (spec §2); null when empty or broken. */
export function link(value: unknown, locale: string): LinkData | null {
  const raw = asRow(value);
  const href = resolveLink(raw as ContentLink, locale);
  if (!href) return null;
  if (/^\s*(javascript|data|vbscript):/i.test(href)) return null;
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  return {href, external, newTab: external && raw.target === '_blank'};
}

/** A Timestamp field ('2036-09-01T00:00:00+0000') as epoch milliseconds, or null. */
export function timestamp(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? null : ms;
}

/** The handle a collection link points at, or null for any other kind of link. */
export function resolveHandle(value: unknown): string | null {
  const raw = asRow(value);
  if (raw.type !== 'collection' || raw.isBroken === true) return null;
  const handle = typeof raw.handle === 'string' ? raw.handle : raw.uid;
  return typeof handle === 'string' && /^[A-Za-z0-9_-]{1,255}$/.test(handle)
    ? handle
    : null;
}
