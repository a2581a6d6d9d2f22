/**
 * Product cards in rows: 2 across on phones, 3 from 768 px, unless the page sets
 * --columns-mobile / --columns-desktop (the editors' column counts on collections).
 */
export const PRODUCT_GRID =
  'm-0 grid list-none grid-cols-[repeat(var(--columns-mobile,2),minmax(0,1fr))] gap-x-4 gap-y-6 p-0 md:grid-cols-[repeat(var(--columns-desktop,3),minmax(0,1fr))]';
