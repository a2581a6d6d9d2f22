/** Content pages (spec §3 "Content page document"): which slices a site shows, and what they need loaded. */
import type {PageDocument} from '../../../prismicio-types';
import {
  asRow,
  asRows,
  positiveNumber,
  resolveHandle,
  slicesFor,
  type Row,
} from './shape';

/** A page body slice, typed from the slice models (`prismicio-types.d.ts`), with the id the page gives it. */
export type PageSlice = PageDocument['data']['body'][number] & {id: string};
export type PageSliceOf<T extends PageSlice['slice_type']> = Extract<
  PageSlice,
  {slice_type: T}
>;

/**
 * The page's slices for this site, each with primary and items as objects. Field values
 * are as the service sent them: components read them through the `shape.ts` readers.
 */
export function pageSlices(doc: unknown, locale: string): PageSlice[] {
  return slicesFor<Row>(asRow(asRow(doc).data).body, locale).map(
    (slice, index) =>
      ({
        ...slice,
        id:
          typeof slice.id === 'string'
            ? slice.id
            : `${String(slice.slice_type)}-${index}`,
        slice_type: String(slice.slice_type),
        primary: asRow(slice.primary),
        items: asRows(slice.items),
      }) as PageSlice,
  );
}

/** True when the editor opened the page with its own main heading, so the page title isn't repeated. */
export function opensWithMainHeading(slices: PageSlice[]) {
  const first = slices[0];
  if (first?.slice_type !== 'text') return false;
  const blocks: unknown[] = Array.isArray(first.primary.content)
    ? first.primary.content
    : [];
  return asRow(blocks[0]).type === 'heading1';
}

export const MAX_GALLERY_PRODUCTS = 24;
export const DEFAULT_GALLERY_PRODUCTS = 8;

/** Collection galleries on a page: which collection each shows and how many products. */
export function galleryRequests(
  slices: PageSlice[],
): {id: string; handle: string; count: number}[] {
  return slices.flatMap((slice) => {
    if (slice.slice_type !== 'collection_gallery') return [];
    const handle = resolveHandle(slice.primary.collection);
    if (!handle) return [];
    const count = Math.min(
      MAX_GALLERY_PRODUCTS,
      Math.round(
        positiveNumber(slice.primary.number_of_products) ??
          DEFAULT_GALLERY_PRODUCTS,
      ),
    );
    return [{id: slice.id, handle, count}];
  });
}

/** Whether a page carries the competition entry form (editors tag the page 'competition'). */
export function hasCompetitionForm(doc: unknown) {
  const tags = asRow(doc).tags;
  return Array.isArray(tags) && tags.includes('competition');
}
