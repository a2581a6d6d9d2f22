import {ArtDirectedImage} from '~/components/content/PrismicImage';
import {PromoOverlay} from '~/components/content/PromoOverlay';
import {
  position,
  sliceClass,
  type SliceProps,
} from '~/components/content/slices';
import {colour, image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

/** A full-width banner with separate desktop and mobile pictures and text over it. */
export default function PromoBannerFull2Slice({
  slice,
  index,
}: SliceProps<PageSliceOf<'promo_banner_full_2'>>) {
  const locale = useLocale();
  const {primary} = slice;
  const heading = text(primary.heading);
  return (
    <section
      className={sliceClass('slice-promo-full', {
        edge: true,
        className: 'relative overflow-hidden bg-surface',
      })}
      aria-label={heading ?? undefined}
    >
      <ArtDirectedImage
        desktop={image(primary.image_desktop)}
        mobile={image(primary.image_mobile)}
        priority={index === 0}
        className="block aspect-[2/3] h-auto max-h-[85vh] w-full object-cover md:aspect-video"
      />
      <PromoOverlay
        place={position(primary.text_alignment)}
        heading={heading}
        subheading={text(primary.subheading)}
        cta={{
          text: text(primary.cta_text),
          link: link(primary.cta_link, locale),
          style: primary.cta_style,
        }}
        colour={colour(primary.text_colour)}
      />
    </section>
  );
}
