import {TilesRow} from '~/components/content/TilesRow';
import type {SliceProps} from '~/components/content/slices';

export default function TilesRow2Slice(props: SliceProps) {
  return <TilesRow {...props} columns={2} />;
}
