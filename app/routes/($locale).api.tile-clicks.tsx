import type {Route} from './+types/($locale).api.tile-clicks';
import {loadTileClicks, type TileClickData} from '~/lib/search/listing.server';
import {loadCollectionContent} from '~/lib/content/loaders.server';
import {isCollectionLocked} from '~/lib/content/collection';
import {HANDLE} from '~/lib/handle';

export type TileClicksData = {clicks: TileClickData};

const NONE: TileClicksData = {clicks: {}};

/**
 * The search service's click data for one page of a listing, by product handle, for the
 * tile a shopper presses (decision 032). GET with the listing's own query (q, page,
 * filters, sort), and `collection={handle}` for a collection's listing. A locked VIP
 * collection, an unknown handle or a failed search answer no click data.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const handle = new URL(request.url).searchParams.get('collection');
  if (handle !== null) {
    if (!HANDLE.test(handle)) return Response.json(NONE);
    // The page of a locked collection sends its gate, never its products: nor does this.
    const content = await loadCollectionContent(context, handle, request).catch(
      () => null,
    );
    if (!content || isCollectionLocked(content)) return Response.json(NONE);
  }
  try {
    const {clicks, headers} = await loadTileClicks({
      request,
      context,
      background: handle ? {collection_handle: handle} : undefined,
    });
    headers.set('Cache-Control', 'private, max-age=60');
    return Response.json({clicks} satisfies TileClicksData, {headers});
  } catch (error) {
    context.errors.report(error, {service: 'tile clicks'});
    return Response.json(NONE, {status: 502});
  }
}
