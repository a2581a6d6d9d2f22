import {PrismicImage} from '~/components/content/PrismicImage';
import {RichText} from '~/components/content/RichText';
import {Cta} from '~/components/content/SmartLink';
import {richText, sliceDomId, type SliceProps} from '~/components/content/slices';
import {image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

/** A picture beside text, on the side the editor chose. */
export default function AlignedImageSlice({slice, index}: SliceProps<PageSliceOf<'aligned_image'>>) {
  const locale = useLocale();
  const {primary} = slice;
  const side = primary.image_alignment === 'right' ? 'right' : 'left';
  const title = text(primary.title);
  const titleId = sliceDomId(slice);
  return (
    <section className={`slice slice-aligned slice-aligned--image-${side}`} aria-labelledby={title ? titleId : undefined}>
      <div className="slice-aligned__media">
        <PrismicImage image={image(primary.image)} sizes="(min-width: 768px) 50vw, 100vw" priority={index === 0} />
      </div>
      <div className="slice-aligned__body">
        {title ? (
          <h2 id={titleId} className="slice__title">
            {title}
          </h2>
        ) : null}
        <RichText field={richText(primary.content)} />
        <Cta text={text(primary.cta_text)} link={link(primary.cta_link, locale)} style={primary.cta_style} />
      </div>
    </section>
  );
}
