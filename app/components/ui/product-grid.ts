import {BREAKPOINTS} from '~/lib/images';

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

const round = (value: number) => Math.round(value * 100) / 100;

/** A tile's width when `columns` tiles share the screen less `fixed` pixels, as a CSS length. */
function share(columns: number, fixed: number) {
  const taken = (fixed + GRID.gap * (columns - 1)) / columns;
  return `calc(${round(100 / columns)}vw - ${round(taken)}px)`;
}

/**
 * The `sizes` of a listing's tile photos: the tile's drawn width at each breakpoint, for
 * the editors' column counts, so a browser fetches the srcset width it will show (a phone
 * at 1.75x picks 320 for its 182 px tile, where "50vw" asked for 384; one column fetches
 * the full width, where "50vw" drew half of it blurred).
 */
export function listingPhotoSizes({
  mobile = 2,
  desktop = 3,
}: {mobile?: number; desktop?: number} = {}) {
  const padding = 2 * GRID.pagePadding;
  const widest =
    (GRID.pageMax - padding - GRID.filters - GRID.gap * (desktop - 1)) /
    desktop;
  return [
    `(max-width: ${BREAKPOINTS.md - 1}px) ${share(mobile, padding)}`,
    `(max-width: ${BREAKPOINTS.lg - 1}px) ${share(desktop, padding)}`,
    `(max-width: ${GRID.pageMax - 1}px) ${share(desktop, padding + GRID.filters)}`,
    `${Math.ceil(widest)}px`,
  ].join(', ');
}
