import {PrismicImage} from '~/components/content/PrismicImage';
import {RichText} from '~/components/content/RichText';
import {SmartLink} from '~/components/content/SmartLink';
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

// Four across from 768px, two on phones, gap-4 between.
const SIZES = slicePictureSizes({columns: 4, phoneColumns: 2, gap: 16});

/** The brand's ambassadors: portrait, name and Instagram handle. */
export default function AmbassadorsSlice({
  slice,
}: SliceProps<PageSliceOf<'ambassadors'>>) {
  const locale = useLocale();
  const people = slice.items.filter((item) => text(item.name));
  if (!people.length) return null;
  const title = text(slice.primary.title);
  const titleId = sliceDomId(slice);
  return (
    <section
      className={sliceClass('slice-ambassadors')}
      aria-labelledby={title ? titleId : undefined}
    >
      <SliceTitle id={titleId} title={title} />
      <RichText field={richText(slice.primary.description)} />
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {people.map((person, n) => {
          const target = link(person.link, locale);
          const handle = text(person.instagram_handle);
          return (
            <li key={n}>
              <PrismicImage
                image={image(person.image)}
                sizes={SIZES}
                className={`${SLICE_PICTURE} aspect-[3/4]`}
              />
              <h3 className="mt-2 text-base">{text(person.name)}</h3>
              {handle ? (
                <p>
                  {target ? (
                    <SmartLink link={target}>{handle}</SmartLink>
                  ) : (
                    handle
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
