/**
 * The shell: what the frame around every page (header, footer, mini cart, banners,
 * analytics) needs for this shopper, built once per request by the root loader
 * (shell.server.ts) and read in components through `useShell()`. Each value appears
 * once: cart and product texts are read from `siteContent`, not copied beside it.
 * The locale is not here; it is in the URL (`useLocale()`).
 *
 * Types only, so any module may import it without joining the route tree.
 */
import type {ShopAnalytics} from '@shopify/hydrogen';
import type {PageCart} from '~/lib/cart/cart.server';
import type {SiteContent} from '~/lib/content/site-content';
import type {ContentIssue} from '~/lib/content/validate';
import type {ShopifyConsent} from '~/lib/analytics/settings';
import type {ServerEvent} from '~/lib/analytics/queue.server';
import type {BeaconTarget} from '~/lib/search/beacon';
import type {BrowserReporting} from '~/lib/errors/browser.client';
import type {Region} from '~/lib/regions';

export type Shell = {
  /** The page's origin, for its canonical and hreflang links. */
  origin: string;
  /** Each site's hreflang codes, for the alternates of whatever page is shown. */
  hreflangs: {hreflang: string; locale: string}[];
  /** The theme (`data-theme`) and the shop's name as shoppers read it. */
  brand: string;
  brandName: string;
  /** Whose prices the shopper sees, and why (the market selector says). */
  region: Region & {reason: string | null};
  /** Global settings for this shopper's site and currency: menus, banners, footer, cart and product texts. */
  siteContent: SiteContent;
  /** An editor's preview, and what the global settings got wrong (preview only). */
  preview: boolean;
  contentIssues: ContentIssue[];
  /** Streamed: the page is not held back for the cart. */
  cart: Promise<PageCart>;
  isLoggedIn: boolean;
  /** The signed-in shopper's saved handles; null when there is no list to read. */
  wishlist: string[] | null;
  wishlistEnabled: boolean;
  /** Shoppers sign in on Shopify's hosted page (no passwords here). */
  hostedSignIn: boolean;
  /** The footer's sign-up line, in the shopper's currency. */
  signupDiscountText: string;
  /** The server's clock, so a countdown renders the same on both sides. */
  now: number;
  analytics: {
    ga4Id: string | null;
    shopify: ShopifyConsent | null;
    /** Streamed: Shopify's analytics starts after the page is interactive anyway. */
    shop: Promise<ShopAnalytics | null> | null;
    /** Events the server queued for this shopper (sign-in, registration, newsletter sign-up). */
    queued: ServerEvent[];
  };
  /** Where item views and basket changes go (the search service's beacon). */
  searchTracking: BeaconTarget;
  errorReporting: BrowserReporting | null;
};
