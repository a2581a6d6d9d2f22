import {TilesRow} from '~/components/content/TilesRow';
import type {SliceProps} from '~/components/content/slices';
import type {PageSliceOf} from '~/lib/content/page';

export default function TilesRow2Slice(
  props: SliceProps<PageSliceOf<'tiles_row_2'>>,
) {
  return <TilesRow {...props} columns={2} />;
}
