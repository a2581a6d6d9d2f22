import {LocaleLink} from './LocaleLink';
import {Price} from './Price';
import {ProductImage} from './ProductImage';

type Money = {amount: string; currencyCode: string};
export type ProductCardData = {
  id: string;
  handle: string;
  title: string;
  featuredImage?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  priceRange: {minVariantPrice: Money};
  compareAtPriceRange?: {minVariantPrice: Money} | null;
};

/** A simple product card for Storefront API data (home rows, styled-with). */
export function ProductCard({product, priority = false}: {product: ProductCardData; priority?: boolean}) {
  return (
    <article className="product-card">
      <LocaleLink to={`/products/${product.handle}`} className="no-underline">
        {product.featuredImage ? (
          <ProductImage image={product.featuredImage} sizes="(min-width: 768px) 33vw, 50vw" priority={priority} />
        ) : null}
        <h3 className="mt-2 mb-1 text-[0.95rem] font-normal">{product.title}</h3>
      </LocaleLink>
      <Price price={product.priceRange.minVariantPrice} compareAt={product.compareAtPriceRange?.minVariantPrice} />
    </article>
  );
}
