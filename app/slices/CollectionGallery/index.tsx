import {ProductCard} from '~/components/ProductCard';
import {Cta} from '~/components/content/SmartLink';
import {
  sliceClass,
  sliceDomId,
  SliceTitle,
  SLICE_HEADER,
  type SliceProps,
} from '~/components/content/slices';
import {link, text} from '~/lib/content/shape';
import {useLocale} from '~/components/LocaleLink';
import type {PageSliceOf} from '~/lib/content/page';
import {PRODUCT_GRID} from '~/components/ui/product-grid';

/** A row of products from a collection (loaded with the page), with a link to the rest. */
export default function CollectionGallerySlice({
  slice,
  context,
}: SliceProps<PageSliceOf<'collection_gallery'>>) {
  const locale = useLocale();
  const products = context.galleries[slice.id ?? ''] ?? [];
  const title = text(slice.primary.title);
  const titleId = sliceDomId(slice);
  const cta = (
    <Cta
      text={text(slice.primary.cta_text)}
      link={link(slice.primary.cta_link, locale)}
      style={slice.primary.cta_style}
    />
  );
  if (!products.length) return null;
  return (
    <section
      className={sliceClass('slice-gallery')}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={SLICE_HEADER}>
        <SliceTitle id={titleId} title={title} inHeader />
        {cta}
      </div>
      <ul className={PRODUCT_GRID}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
