import {lazy, Suspense, type ComponentType} from 'react';
import {SliceZone} from '@prismicio/react';
import {
  INTERACTIVE_SLICES,
  loadSlice,
  PAGE_SLICE_TYPES,
  type PageSliceType,
} from '~/slices';
import {components as serverComponents} from '~/slices/components';
import type {PageSlice} from '~/lib/content/page';
import type {SliceContext, SliceProps} from './slices';
import {Island} from './Island';

type AnySlice = ComponentType<SliceProps>;

// The browser's slice code, as each arrives (`preloadSlices`); a slice whose code is
// not here yet renders lazily.
const loaded = new Map<string, AnySlice>();
const lazies = new Map<string, AnySlice>();

function browserComponent(type: PageSliceType): AnySlice {
  const ready = loaded.get(type);
  if (ready) return ready;
  let pending = lazies.get(type);
  if (!pending) {
    pending = lazy(loadSlice[type] as () => Promise<{default: AnySlice}>);
    lazies.set(type, pending);
  }
  return pending;
}

const isPageSliceType = (type: string): type is PageSliceType =>
  (PAGE_SLICE_TYPES as readonly string[]).includes(type);

/**
 * Loads the code of a page's slices before the page is shown, so that a page reached by
 * navigation draws at once instead of slice by slice (routes call it in `clientLoader`).
 * The page on screen revalidating (after adding to the cart, say) keeps its slices as
 * drawn, islands included, so it loads nothing.
 */
export async function preloadSlices(
  request: Request,
  slices: readonly PageSlice[],
) {
  if (new URL(request.url).pathname === window.location.pathname) return;
  const types = [...new Set(slices.map((slice) => slice.slice_type))].filter(
    (type) => isPageSliceType(type) && !loaded.has(type),
  ) as PageSliceType[];
  // A chunk that fails to load is tried again when the slice renders (and then reported).
  await Promise.all(
    types.map((type) =>
      loadSlice[type]().then(
        (module) => loaded.set(type, module.default as AnySlice),
        () => undefined,
      ),
    ),
  );
}

function Slice({slice, index, context}: SliceProps) {
  const type = slice.slice_type as PageSliceType;
  const Component = import.meta.env.SSR
    ? (serverComponents[type] as AnySlice)
    : browserComponent(type);
  const drawn = (
    <Suspense fallback={null}>
      <Component slice={slice} index={index} context={context} />
    </Suspense>
  );
  return INTERACTIVE_SLICES.has(type) ? (
    drawn
  ) : (
    <Island
      place={`slice-${index}`}
      content={[slice, context.galleries[slice.id]]}
    >
      {drawn}
    </Island>
  );
}

const Unknown = () => null;
const components = Object.fromEntries(
  PAGE_SLICE_TYPES.map((type) => [type, Slice]),
);

/** A page's slices, each by its component; slice types the storefront doesn't know are skipped. */
export function ContentSlices({
  slices,
  context,
}: {
  slices: PageSlice[];
  context: SliceContext;
}) {
  return (
    <SliceZone
      slices={slices}
      components={components}
      context={context}
      defaultComponent={Unknown}
    />
  );
}
