import {PrismicImage} from '~/components/content/PrismicImage';
import {RichText} from '~/components/content/RichText';
import {SmartLink} from '~/components/content/SmartLink';
import {richText, sliceDomId, type SliceProps} from '~/components/content/slices';
import {image, link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';

/** The brand's ambassadors: portrait, name and Instagram handle. */
export default function AmbassadorsSlice({slice}: SliceProps<PageSliceOf<'ambassadors'>>) {
  const locale = useLocale();
  const people = slice.items.filter((item) => text(item.name));
  if (!people.length) return null;
  const title = text(slice.primary.title);
  const titleId = sliceDomId(slice);
  return (
    <section className="slice slice-ambassadors" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="slice__title">
          {title}
        </h2>
      ) : null}
      <RichText field={richText(slice.primary.description)} />
      <ul className="slice-ambassadors__grid">
        {people.map((person, n) => {
          const target = link(person.link, locale);
          const handle = text(person.instagram_handle);
          return (
            <li key={n} className="slice-ambassadors__person">
              <PrismicImage image={image(person.image)} sizes="(min-width: 768px) 25vw, 50vw" className="slice-ambassadors__image" />
              <h3 className="slice-ambassadors__name">{text(person.name)}</h3>
              {handle ? <p className="slice-ambassadors__handle">{target ? <SmartLink link={target}>{handle}</SmartLink> : handle}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
