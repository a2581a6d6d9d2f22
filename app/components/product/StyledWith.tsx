import {Suspense, useRef} from 'react';
import {Await} from 'react-router';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';
import {SkeletonTile} from '~/components/SkeletonTile';
import {PRODUCT_GRID} from '~/components/ui/product-grid';
import {useNearScreen} from '~/components/ui/near';

/**
 * 'Styled with' products under the fold. They stream in after the page: the page
 * shows placeholders of the same size until they arrive, and nothing if none exist.
 * The products are drawn only as the shopper scrolls within half a screen of them, so
 * their photos load then: a phone otherwise fetches lazy photos up to 3000 px below
 * the screen, and content-visibility: auto draws what is within 150% of a screen.
 * Without JavaScript they are drawn as the page is.
 */
export function StyledWith({
  products,
  expected,
}: {
  products: Promise<ProductCardFragment[]> | null;
  expected: number;
}) {
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section, '50% 0px');
  if (!products || expected === 0) return null;
  return (
    <section
      ref={section}
      aria-labelledby="styled-with-title"
      className="[contain-intrinsic-size:auto_640px] [content-visibility:auto]"
    >
      <h2 id="styled-with-title" className="text-xl">
        Styled with
      </h2>
      <div
        className={
          near
            ? undefined
            : '[contain-intrinsic-size:auto_580px] [content-visibility:hidden] noscript:[content-visibility:visible]'
        }
      >
        <Suspense fallback={<Placeholders count={Math.min(expected, 4)} />}>
          <Await resolve={products} errorElement={null}>
            {(list) =>
              list.length > 0 ? (
                <ul className={PRODUCT_GRID}>
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
      </div>
    </section>
  );
}

function Placeholders({count}: {count: number}) {
  return (
    <ul className={PRODUCT_GRID} aria-busy="true">
      {Array.from({length: count}, (_, index) => (
        <li key={index}>
          <SkeletonTile />
        </li>
      ))}
    </ul>
  );
}
