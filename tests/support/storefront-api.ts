/**
 * The Storefront API version tests speak: the app's own, so a Hydrogen upgrade moves the
 * tests with it instead of leaving a '2026-04' literal behind in a dozen files.
 */
export {CART_API_VERSION as STOREFRONT_API_VERSION} from '../../app/lib/cart/config.ts';
