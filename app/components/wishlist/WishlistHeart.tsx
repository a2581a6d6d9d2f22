/**
 * The wishlist heart on tiles and the product page. Shown only when the wishlist
 * feature flag is on; filled when the handle is in the shopper's wishlist.
 * (Placeholder until the accounts work lands: renders nothing.)
 */
export function WishlistHeart(_props: {handle: string; title: string}) {
  return null;
}
