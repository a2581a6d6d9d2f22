import {Suspense} from 'react';
import {Await} from 'react-router';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';
import {SkeletonTile} from '~/components/SkeletonTile';

/**
 * 'Styled with' products under the fold. They stream in after the page: the page
 * shows placeholders of the same size until they arrive, and nothing if none exist.
 */
export function StyledWith({products, expected}: {products: Promise<ProductCardFragment[]> | null; expected: number}) {
  if (!products || expected === 0) return null;
  return (
    <section className="styled-with" aria-labelledby="styled-with-title">
      <h2 id="styled-with-title">Styled with</h2>
      <Suspense fallback={<Placeholders count={Math.min(expected, 4)} />}>
        <Await resolve={products} errorElement={null}>
          {(list) =>
            list.length > 0 ? (
              <ul className="product-grid styled-with__list">
                {list.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            ) : null
          }
        </Await>
      </Suspense>
    </section>
  );
}

function Placeholders({count}: {count: number}) {
  return (
    <ul className="product-grid styled-with__list" aria-busy="true">
      {Array.from({length: count}, (_, index) => (
        <li key={index}>
          <SkeletonTile />
        </li>
      ))}
    </ul>
  );
}
