import {BREAKPOINTS, columnWidth} from '~/lib/images';

/**
 * Product cards in rows: 2 across on phones, 3 from 768 px, unless the page sets
 * --columns-mobile / --columns-desktop (the editors' column counts on collections).
 */
export const PRODUCT_GRID =
  'm-0 grid list-none grid-cols-[repeat(var(--columns-mobile,2),minmax(0,1fr))] gap-x-4 gap-y-6 p-0 md:grid-cols-[repeat(var(--columns-desktop,3),minmax(0,1fr))]';

/** The grid's geometry in pixels, as drawn by PRODUCT_GRID, pageSection and the listing. */
const GRID = {
  /** pageSection's px-4, each side. */
  pagePadding: 16,
  /** PRODUCT_GRID's gap-x-4. */
  gap: 16,
  /** The listing's filter column from lg: 240px and its gap-6. */
  filters: 240 + 24,
  /** pageSection's max-w-[1440px]. */
  pageMax: 1440,
} as const;

/** A tile's width when `columns` tiles share the screen less `fixed` pixels. */
const share = (columns: number, fixed: number) =>
  columnWidth(columns, {fixed, gap: GRID.gap});

/**
 * The `sizes` of the photos in a PRODUCT_GRID: each card's drawn width at each breakpoint,
 * for the grid's column counts, so a browser fetches the srcset width it will show (a phone
 * at 1.75x picks 320 for its 182 px card, where "50vw" asked for 384; one column fetches the
 * full width, where "50vw" drew half of it blurred). `beside`: the pixels a column beside
 * the grid takes from 992 px (the listing's filters, the account menu).
 */
export function gridPhotoSizes({
  mobile = 2,
  desktop = 3,
  beside = 0,
}: {mobile?: number; desktop?: number; beside?: number} = {}) {
  const padding = 2 * GRID.pagePadding;
  const widest =
    (GRID.pageMax - padding - beside - GRID.gap * (desktop - 1)) / desktop;
  return [
    `(max-width: ${BREAKPOINTS.md - 1}px) ${share(mobile, padding)}`,
    ...(beside
      ? [`(max-width: ${BREAKPOINTS.lg - 1}px) ${share(desktop, padding)}`]
      : []),
    `(max-width: ${GRID.pageMax - 1}px) ${share(desktop, padding + beside)}`,
    `${Math.ceil(widest)}px`,
  ].join(', ');
}

/** A listing's tile photos: its grid, with the filter column beside it. */
export const listingPhotoSizes = (
  columns: {mobile?: number; desktop?: number} = {},
) => gridPhotoSizes({...columns, beside: GRID.filters});
