import {RichText} from '~/components/content/RichText';
import {richText, textAlign, type SliceProps} from '~/components/content/slices';
import type {PageSliceOf} from '~/lib/content/page';

/** Running text, aligned as the editor chose. */
export default function TextSlice({slice}: SliceProps<PageSliceOf<'text'>>) {
  const content = richText(slice.primary.content);
  if (!content) return null;
  return (
    <div className={`slice slice-text slice-text--${textAlign(slice.primary.text_alignment)}`}>
      <RichText field={content} />
    </div>
  );
}
