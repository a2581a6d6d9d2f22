import type {CollectionQuery} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';
import {LocaleLink} from '~/components/LocaleLink';
import {PRODUCT_GRID} from '~/components/ui/product-grid';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';

type Collection = NonNullable<CollectionQuery['collection']>;

/** Home when its content can't be read: a row of new arrivals and a link to all of them. */
export default function NewArrivals({
  collection,
}: {
  collection: Collection | null;
}) {
  return (
    <div className={pageSection()}>
      <PageTitle>New season, new arrivals</PageTitle>
      {collection ? <Row collection={collection} /> : null}
    </div>
  );
}

function Row({collection}: {collection: Collection}) {
  return (
    <section aria-labelledby="home-new-arrivals">
      <h2 id="home-new-arrivals">{collection.title}</h2>
      <ul className={PRODUCT_GRID}>
        {collection.products.nodes.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < 2} />
          </li>
        ))}
      </ul>
      <p>
        <LocaleLink to={`/collections/${collection.handle}`}>
          Shop all {collection.title}
        </LocaleLink>
      </p>
    </section>
  );
}
