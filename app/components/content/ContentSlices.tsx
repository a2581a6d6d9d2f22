import {SliceZone} from '@prismicio/react';
import {components} from '~/slices';
import type {PageSlice} from '~/lib/content/page';
import type {SliceContext} from './slices';

const Unknown = () => null;

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
