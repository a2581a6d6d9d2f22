import type {ProductCardFragment} from 'storefrontapi.generated';
import {LocaleLink} from './LocaleLink';
import {Price} from './Price';
import {ProductImage} from './ProductImage';
import {gridPhotoSizes} from './ui/product-grid';

/** Cards sit in PRODUCT_GRID's default columns across the page (home rows, styled-with). */
const CARD_PHOTO_SIZES = gridPhotoSizes();

/**
 * A simple product card for Storefront API data (home rows, styled-with, the wishlist).
 * `photoSizes`: the photo's `sizes` when its grid is not the page's full width.
 */
export function ProductCard({
  product,
  priority = false,
  photoSizes = CARD_PHOTO_SIZES,
}: {
  product: ProductCardFragment;
  priority?: boolean;
  photoSizes?: string;
}) {
  return (
    <article className="product-card">
      <LocaleLink to={`/products/${product.handle}`} className="no-underline">
        {product.featuredImage ? (
          <ProductImage
            image={product.featuredImage}
            sizes={photoSizes}
            priority={priority}
          />
        ) : null}
        <h3 className="mt-2 mb-1 text-sm font-normal">{product.title}</h3>
      </LocaleLink>
      <Price
        price={product.priceRange.minVariantPrice}
        compareAt={product.compareAtPriceRange?.minVariantPrice}
      />
    </article>
  );
}
