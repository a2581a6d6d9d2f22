/**
 * The services the sandbox mounts, in the order they are asked.
 * Each service lives in its own folder and only shares the database.
 */
import type {ServiceFactory} from './server.ts';
import {storefrontService} from './storefront/service.ts';
import {imageService} from './images/service.ts';
import {checkoutService} from './checkout/service.ts';
import {outboxService} from './outbox/service.ts';
import {wishlistService} from './wishlist/service.ts';
import {backInStockService} from './back-in-stock/service.ts';
import {contentService} from './content/service.ts';
import {formsService} from './forms/service.ts';
import {searchService} from './search/service.ts';
import {errorsService} from './errors/service.ts';
import {customerAccountService} from './customer-account/service.ts';

export const services: ServiceFactory[] = [
  storefrontService,
  imageService,
  checkoutService,
  outboxService,
  wishlistService,
  backInStockService,
  contentService,
  searchService,
  formsService,
  errorsService,
  customerAccountService,
];
