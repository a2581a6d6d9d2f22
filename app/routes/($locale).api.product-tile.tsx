import type {Route} from './+types/($locale).api.product-tile';
import {searchClientFor, SearchError} from '~/lib/search/listing.server';
import {HANDLE} from '~/lib/handle';

/**
 * One product fresh from the search service, for a tile whose shopper picked another
 * colour: GET ?handle={handle} answers {product} (or 404 'cannot find the product').
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const handle = new URL(request.url).searchParams.get('handle') ?? '';
  if (!HANDLE.test(handle)) {
    return Response.json(
      {product: null, error: 'cannot find the product'},
      {status: 404},
    );
  }
  const {client, headers} = searchClientFor(request, context);
  headers.set('Cache-Control', 'private, max-age=60');
  try {
    const product = await client.product(handle);
    return Response.json({product}, {headers});
  } catch (error) {
    const notFound = error instanceof SearchError && error.status === 404;
    context.errors.report(
      notFound ? new Error('cannot find the product') : error,
      {service: 'product tile', handle},
    );
    return Response.json(
      {
        product: null,
        error:
          error instanceof Error
            ? error.message
            : 'Error with response fetching search results',
      },
      {status: notFound ? 404 : 502, headers},
    );
  }
}
