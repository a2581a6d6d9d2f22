/**
 * Seeds the demo catalog into an empty database: deterministic (seeded PRNG, fixed
 * epoch) and idempotent (a catalog that has any product is left alone), so every
 * machine, every test and every restart sees the same shop.
 */
import type {Database} from '../../db.ts';
import {transaction} from '../../db.ts';
import {bumpCatalogVersion} from '../version.ts';
import {collectionSeeds, writeCollections} from './collections.ts';
import {fashionProducts} from './products.ts';
import {createRandom} from './random.ts';
import {giftCards, oneDollarProduct} from './specials.ts';
import {linkProducts, writeProducts, type Written} from './write.ts';

export {CATALOG_EPOCH} from './epoch.ts';

const SEED = 20260601;

/** Returns false when the catalog already had products. */
export function seedCatalog(db: Database): boolean {
  const {n} = db.prepare('SELECT COUNT(*) AS n FROM products').get() as {
    n: number;
  };
  if (n > 0) return false;
  transaction(db, () => {
    const random = createRandom(SEED);
    const seeds = [
      ...fashionProducts(random),
      ...giftCards(),
      oneDollarProduct(),
    ];
    const written = writeProducts(db, seeds);
    linkProducts(db, written, styledWith(written, createRandom(SEED + 1)));
    writeCollections(db, collectionSeeds(written));
    bumpCatalogVersion(db);
  });
  return true;
}

/** Two to four pieces from other departments, first colours only, to complete the look. */
function styledWith(
  written: Written[],
  random: ReturnType<typeof createRandom>,
) {
  const leads = written.filter(
    (w) =>
      w.seed.garment !== 'gift' &&
      w.seed.handle ===
        JSON.parse(
          w.seed.metafields['custom.colour_handles']?.value ?? '[]',
        )[0],
  );
  return (item: Written) => {
    if (item.seed.garment === 'gift') return [];
    const others = leads.filter(
      (w) => w.seed.department !== item.seed.department,
    );
    const picks = new Set<string>();
    const count = random.int(2, 4);
    while (picks.size < count) picks.add(random.pick(others).seed.handle);
    return [...picks];
  };
}
