import type {Route} from './+types/[robots.txt]';

export async function loader({request}: Route.LoaderArgs) {
  const {origin} = new URL(request.url);
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /account',
    'Disallow: /au/cart',
    'Disallow: /au/account',
    'Disallow: /api/',
    'Disallow: /search',
    'Disallow: /au/search',
    'Disallow: /products/preview/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {'Content-Type': 'text/plain', 'Cache-Control': 'max-age=86400'},
  });
}
