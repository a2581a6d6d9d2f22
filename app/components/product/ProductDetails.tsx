import {useState} from 'react';
import {Link} from 'react-router';
import type {ProductVariant, ProductView} from '~/lib/product';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {Price} from '~/components/Price';
import {WishlistHeart} from '~/components/wishlist/WishlistHeart';
import {NotifyMeButton} from '~/components/back-in-stock/NotifyMeButton';
import {TileBadge} from '~/components/product-tile/TileBadge';
import {localizePath} from '~/lib/locale-paths';
import {ProductGallery} from './ProductGallery';
import {ColourOptions} from './ColourOptions';
import {AddToCart} from './AddToCart';
import {SizeIndication} from './SizeIndication';
import {ProductFacts} from './ProductFacts';
import {StyledWith} from './StyledWith';
import {ProductNotes} from './ProductNotes';
import {useAnalyticsView} from '~/components/analytics/publish';
import {productItem} from '~/lib/analytics/events';
import {pageSection} from '~/components/ui/page';

export type ProductDetailsProps = {
  product: ProductView;
  locale: string;
  styledWith: Promise<ProductCardFragment[]> | null;
  /** The collection the shopper came from (?collection=), for the way back. */
  collection?: {handle: string} | null;
};

/**
 * The product page: gallery, name, badge, price, colours, sizes and add to cart,
 * then the details a shopper checks before buying and what to wear it with.
 */
export function ProductDetails({
  product,
  locale,
  styledWith,
  collection,
}: ProductDetailsProps) {
  const lead =
    product.variants.find((variant) => variant.availableForSale) ??
    product.variants[0];
  const [chosen, setChosen] = useState<ProductVariant | undefined>(undefined);
  const shown = chosen ?? lead;
  const soldOutSizes = product.variants.filter(
    (variant) => !variant.availableForSale,
  );
  useAnalyticsView(lead ? product.handle : null, () => ({
    name: 'view_item',
    item: productItem(product, lead!),
  }));

  return (
    <>
      <div className="mx-auto grid max-w-[1440px] gap-8 p-4 lg:grid-cols-[3fr_2fr]">
        <ProductGallery items={product.gallery} title={product.title} />
        <section className="product-info" aria-labelledby="product-title">
          {collection ? (
            <p className="product-info__back">
              <Link
                to={localizePath(`/collections/${collection.handle}`, locale)}
              >
                Back to collection
              </Link>
            </p>
          ) : null}
          <div className="flex items-start justify-between gap-4">
            <h1 id="product-title" className="m-0 mb-2 text-2xl">
              {product.title}
            </h1>
            <WishlistHeart
              handle={product.handle}
              title={product.title}
              item={shown ? productItem(product, shown) : undefined}
            />
          </div>
          <TileBadge badge={product.badge} />
          {shown ? (
            <Price
              price={shown.price}
              compareAt={shown.compareAtPrice}
              className="text-lg"
            />
          ) : null}
          <ProductNotes finalSale={product.finalSale} />
          {product.preOrderTime ? (
            <p className="text-muted">{product.preOrderTime}</p>
          ) : null}
          <ColourOptions
            colours={product.colours}
            currentHandle={product.handle}
            locale={locale}
          />
          <AddToCart
            variants={product.variants}
            cartPath={localizePath('/cart', locale)}
            onSelect={setChosen}
          />
          {soldOutSizes.length > 0 ? (
            <div className="my-4">
              <p>
                {product.availableForSale
                  ? 'Size sold out?'
                  : 'This style is sold out.'}
              </p>
              <NotifyMeButton
                locale={locale}
                product={{
                  id: product.id,
                  handle: product.handle,
                  title: product.title,
                  variants: soldOutSizes.map((variant) => ({
                    id: variant.id,
                    size: variant.size,
                    inventoryQuantity: variant.quantityAvailable,
                  })),
                }}
              />
            </div>
          ) : null}
          <SizeIndication indication={product.sizeIndication} />
          {/* The merchant's own HTML: its paragraphs and lists get their spacing and bullets back. */}
          <div
            className="product-description [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{__html: product.descriptionHtml}}
          />
          <ProductFacts
            fabric={product.fabric}
            dimensions={product.dimensions}
          />
        </section>
      </div>
      <div className={pageSection()}>
        <StyledWith
          products={styledWith}
          expected={product.styledWithHandles.length}
        />
      </div>
    </>
  );
}
