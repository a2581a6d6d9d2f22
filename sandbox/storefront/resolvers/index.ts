/** Each resolver module calls registerResolvers() when imported. */
import './catalog-products.ts';
import './catalog-collections.ts';
import './catalog-media.ts';
import './catalog-nodes.ts';
import './catalog-shop.ts';
import './cart.ts';
import './customer.ts';
import './customer-addresses.ts';
import './online-store.ts';
import './search.ts';
import './sitemap.ts';
