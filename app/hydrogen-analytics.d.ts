/** Hydrogen under another name, so the on-demand analytics chunk gets its own instance (see vite.config.ts). */
declare module 'hydrogen-analytics' {
  export * from '@shopify/hydrogen';
}
