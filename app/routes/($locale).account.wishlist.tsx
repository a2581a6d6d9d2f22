import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.wishlist';
import {useShell} from '~/components/shell';
import {WISHLIST_PRODUCTS_QUERY} from '~/graphql/customer';
import {requireCustomerToken, signedOut} from '~/lib/customer/session.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {WishlistError} from '~/lib/wishlist/client';
import {wishlistFor} from '~/lib/wishlist/wishlist.server';
import {inSavedOrder, wishlistProductsQuery} from '~/lib/wishlist/products';
import {useWishlist} from '~/components/wishlist/useWishlist';
import {WishlistHeart} from '~/components/wishlist/WishlistHeart';
import {
  ACCOUNT_MENU_BESIDE,
  AccountPage,
} from '~/components/account/AccountPage';
import {ProductCard} from '~/components/ProductCard';
import {LocaleLink} from '~/components/LocaleLink';
import {messageClass} from '~/components/ui/Field';
import {EMPTY} from '~/components/account/FormParts';
import {gridPhotoSizes, PRODUCT_GRID} from '~/components/ui/product-grid';

// The saved products' grid sits beside the account menu.
const PHOTO_SIZES = gridPhotoSizes({beside: ACCOUNT_MENU_BESIDE});

export const meta = () => [
  {title: 'Your wishlist'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  requireCustomerToken(context, request);
  const wishlist = wishlistFor(context);
  if (!wishlist) throw new Response('Not found', {status: 404});

  let handles: string[];
  try {
    handles = await wishlist.list();
  } catch (error) {
    if (error instanceof WishlistError && error.status === 401)
      throw signedOut(context, request);
    context.errors.report(error, {service: 'wishlist page'});
    return {products: [], failed: true};
  }
  const search = wishlistProductsQuery(handles);
  if (!search) return {products: [], failed: false};
  const {storefront} = context;
  const {products} = await storefrontResult(
    storefront.query(WISHLIST_PRODUCTS_QUERY, {
      variables: search,
      cache: storefront.CacheShort(),
    }),
  );
  return {products: inSavedOrder(handles, products.nodes), failed: false};
}

export default function WishlistRoute() {
  const {products, failed} = useLoaderData<typeof loader>();
  const root = useShell();
  // Hearts tapped here take the product off the page at once, before the server answers.
  const {items} = useWishlist(root?.wishlist ?? null);
  const shown = root?.wishlist
    ? products.filter((product) => items.includes(product.handle))
    : products;

  return (
    <AccountPage title="Your wishlist">
      {failed ? (
        <p role="alert" className={messageClass('negative')}>
          We couldn’t load your wishlist just now. Please try again in a moment.
        </p>
      ) : shown.length === 0 ? (
        <div className={EMPTY}>
          <p>
            Your wishlist is empty. Tap the heart on any product to save it
            here.
          </p>
          <p>
            <LocaleLink to="/">Start shopping</LocaleLink>
          </p>
        </div>
      ) : (
        <>
          <h2 className="sr-only">Saved products</h2>
          <p className="text-muted">
            {shown.length === 1
              ? '1 saved item'
              : `${shown.length} saved items`}
          </p>
          <ul className={PRODUCT_GRID}>
            {shown.map((product) => (
              <li key={product.id} className="relative">
                <ProductCard product={product} photoSizes={PHOTO_SIZES} />
                <div className="absolute top-2 right-2">
                  <WishlistHeart
                    handle={product.handle}
                    title={product.title}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </AccountPage>
  );
}
