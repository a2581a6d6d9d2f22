import {RichText} from '~/components/content/RichText';
import {ContactForm} from '~/components/content/deferred';
import {
  richText,
  sliceClass,
  sliceDomId,
  SliceTitle,
  type SliceProps,
} from '~/components/content/slices';
import {bool, text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';

/** The contact form with the reasons for enquiry this slice lists (the standard ones when it lists none). */
export default function ContactFormSlice({
  slice,
  context,
}: SliceProps<PageSliceOf<'contact_form'>>) {
  const listed = slice.items.flatMap((item) => {
    const reason = text(item.reason);
    return reason
      ? [{reason, showOrderNumber: bool(item.show_order_number)}]
      : [];
  });
  const title = text(slice.primary.title) ?? 'Contact us';
  const titleId = sliceDomId(slice);
  return (
    <section
      className={sliceClass('slice-form', {className: 'max-w-[40rem]'})}
      aria-labelledby={titleId}
    >
      <SliceTitle id={titleId} title={title} />
      <RichText field={richText(slice.primary.description)} />
      <ContactForm reasons={listed} action={context.formAction} />
    </section>
  );
}
