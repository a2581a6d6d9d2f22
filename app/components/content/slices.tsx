/**
 * What every page slice component shares: its props, the context the page hands to
 * the slice zone, and readers for the select fields editors set.
 */
import type {RichTextField} from '@prismicio/client';
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {PageSlice} from '~/lib/content/page';
import {asRow} from '~/lib/content/shape';

export type SliceContext = {
  /** Where the page's forms post (the page's own address). */
  formAction: string;
  /** Products for each collection gallery, by slice id. */
  galleries: Record<string, ProductCardFragment[]>;
  /** The server's clock when the page loaded, for countdowns that hydrate unchanged. */
  now: number;
};

export type SliceProps = {slice: PageSlice; index: number; context: SliceContext};

export function richText(value: unknown): RichTextField | null {
  return Array.isArray(value) && value.some((block) => String(asRow(block).text ?? '').trim() !== '') ? (value as RichTextField) : null;
}

export type Position = 'center' | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';
const POSITIONS: Position[] = ['center', 'topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

export function position(value: unknown): Position {
  return POSITIONS.includes(value as Position) ? (value as Position) : 'center';
}

/** Text alignment for running text: the horizontal part of the position. */
export function textAlign(value: unknown): 'left' | 'center' | 'right' {
  const p = position(value);
  return p === 'center' ? 'center' : p.endsWith('Left') ? 'left' : 'right';
}

export function gap(value: unknown): '16px' | '24px' | '32px' {
  return value === '24px' || value === '32px' ? value : '16px';
}

/** A slice's section label: its title when it has one, so landmarks are named. */
export function SliceTitle({id, title}: {id: string; title: string | null}) {
  if (!title) return null;
  return (
    <h2 id={id} className="slice__title">
      {title}
    </h2>
  );
}

export const sliceDomId = (slice: PageSlice, suffix = 'title') => `slice-${String(slice.id).replace(/[^A-Za-z0-9_-]/g, '-')}-${suffix}`;
