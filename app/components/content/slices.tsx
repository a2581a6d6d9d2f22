/**
 * What every page slice component shares: its props, the context the page hands to
 * the slice zone, and readers for the select fields editors set.
 */
import type {ProductCardFragment} from 'storefrontapi.generated';
import type {PageSlice} from '~/lib/content/page';
import {BREAKPOINTS, columnWidth} from '~/lib/images';

export type SliceContext = {
  /** Where the page's forms post (the page's own address). */
  formAction: string;
  /** Products for each collection gallery, by slice id. */
  galleries: Record<string, ProductCardFragment[]>;
  /** The server's clock when the page loaded, for countdowns that hydrate unchanged. */
  now: number;
};

/** A slice component's props; `S` narrows the slice to the component's own type. */
export type SliceProps<S extends PageSlice = PageSlice> = {
  slice: S;
  index: number;
  context: SliceContext;
};

export {richText} from '~/lib/content/shape';

export type Position =
  'center' | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';
const POSITIONS: Position[] = [
  'center',
  'topLeft',
  'topRight',
  'bottomLeft',
  'bottomRight',
];

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

/** sliceClass's gutters (px-4), both sides. */
const SLICE_GUTTERS = 32;
/** ContentPage's max-w-[1440px]: slices stop growing past it. */
const PAGE_MAX = 1440;

/**
 * A slice picture's `sizes`: `columns` across from 768px and `phoneColumns` on phones,
 * `gap` pixels apart, within the slice's gutters (none when `edge`) and the page's
 * 1440px, so a browser fetches the srcset width it draws rather than the screen's.
 */
export function slicePictureSizes({
  columns,
  phoneColumns = 1,
  gap = 0,
  edge = false,
}: {
  columns: number;
  phoneColumns?: number;
  gap?: number;
  edge?: boolean;
}) {
  const fixed = edge ? 0 : SLICE_GUTTERS;
  const widest = (PAGE_MAX - fixed - gap * (columns - 1)) / columns;
  return [
    `(min-width: ${PAGE_MAX}px) ${Math.ceil(widest)}px`,
    `(min-width: ${BREAKPOINTS.md}px) ${columnWidth(columns, {fixed, gap})}`,
    columnWidth(phoneColumns, {fixed, gap}),
  ].join(', ');
}

/**
 * A slice's place on the page: centred, 2.5rem above the next slice, with the page's
 * gutters unless it runs edge to edge (banners). The marker names the slice type.
 */
export function sliceClass(
  marker: string,
  {edge = false, className}: {edge?: boolean; className?: string} = {},
) {
  return [marker, 'mx-auto mb-10', edge ? '' : 'px-4', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/** A title beside the slice's controls (a link, arrows), on one baseline. */
export const SLICE_HEADER =
  'mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2';

/** An editor's picture filling its box, on the surface colour until it arrives. */
export const SLICE_PICTURE = 'block h-auto w-full bg-surface object-cover';

/** A slice's section label: its title when it has one, so landmarks are named. */
export function SliceTitle({
  id,
  title,
  inHeader = false,
}: {
  id: string;
  title: string | null;
  inHeader?: boolean;
}) {
  if (!title) return null;
  return (
    <h2 id={id} className={inHeader ? 'text-2xl' : 'mb-4 text-2xl'}>
      {title}
    </h2>
  );
}

export const sliceDomId = (slice: Pick<PageSlice, 'id'>, suffix = 'title') =>
  `slice-${String(slice.id).replace(/[^A-Za-z0-9_-]/g, '-')}-${suffix}`;

/** A table that scrolls sideways inside its own box on narrow screens (reachable by keyboard). */
export function ScrollTable({
  label,
  children,
}: {
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
    >
      <table className="w-full border-collapse [&_:is(th,td)]:border-b [&_:is(th,td)]:border-b-line [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-[0.6rem] [&_:is(th,td)]:text-left [&_thead_th]:border-b-2 [&_thead_th]:border-b-ink">
        {children}
      </table>
    </div>
  );
}
