/**
 * The seeded catalog stores media as paths on the sandbox CDN ("/images/…", "/videos/…");
 * every service answers them as absolute URLs, as Shopify and Searchspring do.
 */
const MEDIA_PATH = /^\/(images|videos)\//;

export const absoluteMediaUrl = (url: string, origin: string) =>
  MEDIA_PATH.test(url) ? origin + url : url;

/** Metafield and search fields may embed media paths inside JSON (colour swatch images). */
export const absoluteMediaInText = (text: string, origin: string) =>
  MEDIA_PATH.test(text)
    ? origin + text
    : text.replace(/"\/(images|videos)\//g, `"${origin}/$1/`);
