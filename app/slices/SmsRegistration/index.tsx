import {PrismicImage} from '~/components/content/PrismicImage';
import {RichText} from '~/components/content/RichText';
import {SmsForm} from '~/components/content/deferred';
import {
  richText,
  sliceClass,
  sliceDomId,
  SliceTitle,
  slicePictureSizes,
  type SliceProps,
} from '~/components/content/slices';
import {image, text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';

// Beside the form from 768px (gap-8), above it on phones.
const SIZES = slicePictureSizes({columns: 2, gap: 32});

/** SMS sign-up: a picture, the pitch and the phone number form. */
export default function SmsRegistrationSlice({
  slice,
  context,
  index,
}: SliceProps<PageSliceOf<'sms_registration'>>) {
  const picture = image(slice.primary.image);
  const titleId = sliceDomId(slice);
  return (
    <section
      className={sliceClass('slice-form slice-sms', {
        className: picture
          ? 'grid gap-8 md:grid-cols-[1fr_1fr] md:items-center'
          : 'max-w-[40rem]',
      })}
      aria-labelledby={titleId}
    >
      {picture ? (
        <div>
          <PrismicImage
            image={picture}
            sizes={SIZES}
            priority={index === 0}
            className="block h-auto w-full object-cover"
          />
        </div>
      ) : null}
      <div>
        <SliceTitle
          id={titleId}
          title={text(slice.primary.title) ?? 'Get text alerts'}
        />
        <RichText field={richText(slice.primary.description)} />
        <SmsForm
          action={context.formAction}
          successMessage={text(slice.primary.success_message)}
        />
      </div>
    </section>
  );
}
