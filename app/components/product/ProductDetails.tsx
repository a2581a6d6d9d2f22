import {useMemo, useState} from 'react';
import {CartForm} from '@shopify/hydrogen';
import {Price} from '~/components/Price';
import {ProductImage} from '~/components/ProductImage';
import {sortSizes} from '~/lib/sizes';

type Money = {amount: string; currencyCode: string};
type Variant = {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  price: Money;
  compareAtPrice?: Money | null;
  selectedOptions: {name: string; value: string}[];
};
export type ProductDetailsProduct = {
  id: string;
  title: string;
  handle: string;
  productType: string;
  tags: string[];
  descriptionHtml: string;
  featuredImage?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  variants: {nodes: Variant[]};
  media: {nodes: {__typename: string; id: string; alt?: string | null; previewImage?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null}[]};
};

const SIZE_OPTION_NAMES = ['Size', 'Denominations', 'Title'];

function sizeOf(variant: Variant) {
  return variant.selectedOptions.find((o) => SIZE_OPTION_NAMES.includes(o.name))?.value ?? variant.title;
}

export function ProductDetails({product}: {product: ProductDetailsProduct}) {
  const variants = useMemo(() => {
    const bySize = new Map(product.variants.nodes.map((v) => [sizeOf(v), v]));
    return sortSizes([...bySize.keys()]).map((size) => bySize.get(size)!);
  }, [product.variants.nodes]);
  const firstAvailable = variants.find((v) => v.availableForSale) ?? variants[0];
  const [selectedId, setSelectedId] = useState(firstAvailable?.id);
  const selected = variants.find((v) => v.id === selectedId) ?? firstAvailable;
  const images = product.media.nodes.filter((m) => m.previewImage).map((m) => m.previewImage!);

  return (
    <div className="product-page">
      <section className="product-gallery" aria-label="Product images">
        {(images.length ? images : product.featuredImage ? [product.featuredImage] : []).map((image, index) => (
          <ProductImage
            key={image.url}
            image={image}
            sizes="(min-width: 992px) 33vw, 100vw"
            width={828}
            priority={index === 0}
          />
        ))}
      </section>
      <section className="product-info">
        <h1>{product.title}</h1>
        {selected ? <Price price={selected.price} compareAt={selected.compareAtPrice} /> : null}
        <CartForm route="/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines: selected ? [{merchandiseId: selected.id, quantity: 1}] : []}}>
          {(fetcher) => (
            <>
              <fieldset className="size-picker">
                <legend>Size</legend>
                {variants.map((variant) => (
                  <label key={variant.id} className="size-picker__option" data-disabled={!variant.availableForSale}>
                    <input
                      type="radio"
                      name="variant"
                      value={variant.id}
                      checked={variant.id === selected?.id}
                      onChange={() => setSelectedId(variant.id)}
                      disabled={!variant.availableForSale}
                    />
                    <span>{sizeOf(variant)}</span>
                  </label>
                ))}
              </fieldset>
              <button
                type="submit"
                className="button button--primary"
                disabled={!selected?.availableForSale || fetcher.state !== 'idle'}
                aria-busy={fetcher.state !== 'idle'}
              >
                {fetcher.state !== 'idle' ? 'Adding…' : selected?.availableForSale ? 'Add to cart' : 'Sold out'}
              </button>
            </>
          )}
        </CartForm>
        <div className="product-description" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
      </section>
    </div>
  );
}
