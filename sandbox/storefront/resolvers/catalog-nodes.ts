/**
 * QueryRoot.node/nodes. Catalog types are built in; other sandbox services can add theirs
 * with registerNodeType instead of re-registering node and nodes (the last one would win).
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {variantFacts, variantObject} from '../../cart/merchandise.ts';
import {currencyForCountry} from '../../cart/money.ts';
import {mediaById} from '../../catalog/lookup.ts';
import {gidType, parseGid} from './catalog-ids.ts';
import {mediaObject} from './catalog-objects.ts';
import {findCollection} from './catalog-collections.ts';
import {findProduct} from './catalog-products.ts';

type NodeLoader = (context: StorefrontContext, id: string) => object | null;

const loaders = new Map<string, NodeLoader>();

export function registerNodeType(type: string, load: NodeLoader) {
  loaders.set(type, load);
}

registerNodeType('Product', (context, id) => findProduct(context, {id}));
registerNodeType('Collection', (context, id) => findCollection(context, {id}));
registerNodeType('ProductVariant', (context, id) => {
  const facts = variantFacts(
    context.db,
    parseGid(id, 'ProductVariant') ?? -1,
    currencyForCountry(context.country),
  );
  return facts ? variantObject(context.db, facts, context.origin) : null;
});
for (const type of ['Video', 'MediaImage', 'ExternalVideo', 'Model3d']) {
  registerNodeType(type, (context, id) => {
    const row = mediaById(context.db, parseGid(id, type) ?? -1);
    return row && mediaObject(row, context.origin).__typename === type
      ? mediaObject(row, context.origin)
      : null;
  });
}

export function nodeFor(context: StorefrontContext, id: string) {
  const load = loaders.get(gidType(id) ?? '');
  return load ? load(context, id) : null;
}

registerResolvers({
  QueryRoot: {
    node: (_, {id}: {id: string}, context: StorefrontContext) =>
      nodeFor(context, id),
    nodes: (_, {ids}: {ids: string[]}, context: StorefrontContext) =>
      ids.map((id) => nodeFor(context, id)),
  },
});
