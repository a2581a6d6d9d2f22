import {gap, type SliceProps} from '~/components/content/slices';
import type {PageSliceOf} from '~/lib/content/page';

/** Space between slices (16, 24 or 32px); the label is for editors only. */
export default function PlaceholderSlice({
  slice,
}: SliceProps<PageSliceOf<'placeholder'>>) {
  return (
    <div
      className="slice-spacer"
      style={{height: gap(slice.primary.height)}}
      aria-hidden="true"
    />
  );
}
