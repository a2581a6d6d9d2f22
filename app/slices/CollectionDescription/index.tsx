import {RichText} from '~/components/content/RichText';
import {richText, type SliceProps} from '~/components/content/slices';

/** A collection's description from the content service (rendered by CollectionContent). */
export default function CollectionDescriptionSlice({slice}: Pick<SliceProps, 'slice'>) {
  return <RichText field={richText(slice.primary.description)} className="collection-content__description" />;
}
