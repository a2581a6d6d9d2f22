import {PrismicImage} from '~/components/content/PrismicImage';
import {PromoOverlay} from '~/components/content/PromoOverlay';
import {
  position,
  sliceClass,
  slicePictureSizes,
  type SliceProps,
} from '~/components/content/slices';
import {image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

// Edge to edge: side by side from 768px (gap-2), one above the other on phones.
const SIZES = slicePictureSizes({columns: 2, gap: 8, edge: true});

/** Two pictures side by side, each with its own heading and call to action. */
export default function PromoBannerSplitSlice({
  slice,
  index,
}: SliceProps<PageSliceOf<'promo_banner_split'>>) {
  const locale = useLocale();
  const place = position(slice.primary.text_alignment);
  const halves = slice.items.slice(0, 2).filter((item) => image(item.image));
  if (!halves.length) return null;
  return (
    <section
      className={sliceClass('slice-promo-split', {
        edge: true,
        className: 'grid gap-2 md:grid-cols-[1fr_1fr]',
      })}
      aria-label={
        halves
          .map((h) => text(h.heading))
          .filter(Boolean)
          .join(' and ') || undefined
      }
    >
      {halves.map((item, n) => (
        <div
          className="slice-promo-split__half relative overflow-hidden bg-surface"
          key={n}
        >
          <PrismicImage
            image={image(item.image)}
            sizes={SIZES}
            priority={index === 0}
            className="block aspect-[3/4] h-auto w-full object-cover"
          />
          <PromoOverlay
            place={place}
            heading={text(item.heading)}
            cta={{
              text: text(item.cta_text),
              link: link(item.cta_link, locale),
              style: slice.primary.cta_style,
            }}
          />
        </div>
      ))}
    </section>
  );
}
