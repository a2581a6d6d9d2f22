/**
 * How the sandbox's faceted search grows with the catalog: the same queries over the
 * seeded catalog and over ten copies of it (new ids and handles), in process, so the
 * figure is the search itself and not HTTP.
 */
import {openDatabase} from '../../sandbox/db.ts';
import {seedCatalog} from '../../sandbox/catalog/seed/index.ts';
import {listProductsForIndex} from '../../sandbox/catalog/read.ts';
import {indexProducts} from '../../sandbox/search/search-index.ts';
import {executeSearch} from '../../sandbox/search/execute.ts';
import {readSearchRequest} from '../../sandbox/search/params.ts';

const QUERIES = [
  'dress',
  'linen',
  'knit',
  'black',
  'silk shirt',
  'denim',
  'coat',
  'sandal',
];

function requests() {
  return QUERIES.flatMap((q, i) => {
    const url = new URL('http://sandbox/api/search/search.json');
    url.search = new URLSearchParams({
      siteId: 'sandbox-us',
      q,
      resultsFormat: 'json',
      resultsPerPage: '48',
      'bgfilter.ss_is_published': '1',
    }).toString();
    if (i % 2) url.searchParams.append('filter.size', 'M');
    if (i % 3) url.searchParams.set('sort.ss_price', 'asc');
    return [readSearchRequest(url, 'search')];
  });
}

function copies(products, times) {
  return Array.from({length: times}, (_, copy) =>
    products.map((product) => ({
      ...product,
      id: product.id + copy * 1_000_000,
      gid: `${product.gid}-${copy}`,
      handle: `${product.handle}-${copy}`,
    })),
  ).flat();
}

function p50(index, samples) {
  const batch = requests();
  const timings = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    executeSearch(index, batch[i % batch.length], 'http://sandbox');
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return Number(timings[Math.floor(timings.length / 2)].toFixed(2));
}

export function searchScale({samples = 200} = {}) {
  const db = openDatabase(':memory:');
  seedCatalog(db);
  const products = listProductsForIndex(db);
  const one = indexProducts(products);
  const ten = indexProducts(copies(products, 10));
  const result = {
    products: products.length,
    p50Ms: p50(one, samples),
    tenfoldProducts: ten.docs.length,
    tenfoldP50Ms: p50(ten, samples),
  };
  console.log(`search scale: ${JSON.stringify(result)}`);
  return result;
}
