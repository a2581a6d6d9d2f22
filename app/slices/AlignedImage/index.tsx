import {PrismicImage} from '~/components/content/PrismicImage';
import {RichText} from '~/components/content/RichText';
import {Cta} from '~/components/content/SmartLink';
import {
  richText,
  sliceClass,
  sliceDomId,
  SliceTitle,
  slicePictureSizes,
  SLICE_PICTURE,
  type SliceProps,
} from '~/components/content/slices';
import {image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

// Beside the text from 768px (gap-12), above it on phones.
const SIZES = slicePictureSizes({columns: 2, gap: 48});

/** A picture beside text, on the side the editor chose (stacked, picture first, on phones). */
export default function AlignedImageSlice({
  slice,
  index,
}: SliceProps<PageSliceOf<'aligned_image'>>) {
  const locale = useLocale();
  const {primary} = slice;
  const side = primary.image_alignment === 'right' ? 'right' : 'left';
  const title = text(primary.title);
  const titleId = sliceDomId(slice);
  return (
    <section
      className={sliceClass(`slice-aligned slice-aligned--image-${side}`, {
        className: 'grid items-center gap-6 md:grid-cols-[1fr_1fr] md:gap-12',
      })}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={side === 'right' ? 'md:order-2' : undefined}>
        <PrismicImage
          image={image(primary.image)}
          sizes={SIZES}
          priority={index === 0}
          className={SLICE_PICTURE}
        />
      </div>
      <div>
        <SliceTitle id={titleId} title={title} />
        <RichText field={richText(primary.content)} />
        <Cta
          text={text(primary.cta_text)}
          link={link(primary.cta_link, locale)}
          style={primary.cta_style}
        />
      </div>
    </section>
  );
}
