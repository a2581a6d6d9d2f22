/** Each resolver module calls registerResolvers() when imported. */
import './products.ts';
import './cart.ts';
import './customer.ts';
import './customer-addresses.ts';
