import {RichText} from '~/components/content/RichText';
import {
  richText,
  sliceClass,
  textAlign,
  type SliceProps,
} from '~/components/content/slices';
import type {PageSliceOf} from '~/lib/content/page';

// The column sits on the side its text is aligned to.
const ALIGN = {
  left: 'ml-0 text-left',
  center: 'text-center',
  right: 'mr-0 text-right',
};

/** Running text, aligned as the editor chose. */
export default function TextSlice({slice}: SliceProps<PageSliceOf<'text'>>) {
  const content = richText(slice.primary.content);
  if (!content) return null;
  const align = textAlign(slice.primary.text_alignment);
  return (
    <div
      className={sliceClass(`slice-text slice-text--${align}`, {
        className: `max-w-3xl ${ALIGN[align]}`,
      })}
    >
      <RichText field={content} />
    </div>
  );
}
