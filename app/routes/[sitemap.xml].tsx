import type {Route} from './+types/[sitemap.xml]';
import {SITEMAP_QUERY} from '~/graphql/sitemap';
import {localizePath} from '~/lib/locale-paths';
import {getSites} from '~/lib/sites';

/** One sitemap for both sites: each URL with its hreflang alternates. */
export async function loader({request, context}: Route.LoaderArgs) {
  const {origin} = new URL(request.url);
  const data = await context.storefront.query(SITEMAP_QUERY, {
    variables: {first: 250},
    cache: context.storefront.CacheLong(),
  });
  const paths = [
    '/',
    ...data.collections.nodes.map((c) => `/collections/${c.handle}`),
    ...data.products.nodes.map((p) => `/products/${p.handle}`),
  ];
  const sites = Object.values(getSites());
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = paths.flatMap((path) =>
    sites.map((site) => {
      const alternates = sites
        .flatMap((alt) =>
          alt.hreflangs.map(
            (lang) =>
              `<xhtml:link rel="alternate" hreflang="${lang}" href="${escape(origin + localizePath(path, alt.locale))}"/>`,
          ),
        )
        .join('');
      return `<url><loc>${escape(origin + localizePath(path, site.locale))}</loc>${alternates}</url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml',
      'Cache-Control': 'max-age=3600',
    },
  });
}
