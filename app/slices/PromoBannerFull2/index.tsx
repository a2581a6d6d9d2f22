import {ArtDirectedImage} from '~/components/content/PrismicImage';
import {Cta} from '~/components/content/SmartLink';
import {position, type SliceProps} from '~/components/content/slices';
import {colour, image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

/** A full-width banner with separate desktop and mobile pictures and text over it. */
export default function PromoBannerFull2Slice({slice, index}: SliceProps<PageSliceOf<'promo_banner_full_2'>>) {
  const locale = useLocale();
  const {primary} = slice;
  const heading = text(primary.heading);
  const textColour = colour(primary.text_colour);
  return (
    <section className="slice slice-promo-full" aria-label={heading ?? undefined}>
      <ArtDirectedImage desktop={image(primary.image_desktop)} mobile={image(primary.image_mobile)} priority={index === 0} className="slice-promo-full__image" />
      <div className={`promo-overlay promo-overlay--${position(primary.text_alignment)}`} style={textColour ? {color: textColour} : undefined}>
        {heading ? <h2 className="promo-overlay__heading">{heading}</h2> : null}
        {text(primary.subheading) ? <p className="promo-overlay__subheading">{text(primary.subheading)}</p> : null}
        <Cta text={text(primary.cta_text)} link={link(primary.cta_link, locale)} style={primary.cta_style} />
      </div>
    </section>
  );
}
