import {formatMoney} from '~/lib/money';

type Money = {amount: string; currencyCode: string};

/** Price with the compare-at price struck through, shown only when it is higher. */
export function Price({price, compareAt}: {price: Money; compareAt?: Money | null}) {
  const onSale = compareAt && Number(compareAt.amount) > Number(price.amount);
  return (
    <p className="price">
      {onSale ? (
        <>
          <span className="sr-only">Sale price</span>
          <span className="price__sale">{formatMoney(price.amount, price.currencyCode)}</span>{' '}
          <span className="sr-only">Regular price</span>
          <s className="price__compare">{formatMoney(compareAt.amount, compareAt.currencyCode)}</s>
        </>
      ) : (
        <span>{formatMoney(price.amount, price.currencyCode)}</span>
      )}
    </p>
  );
}
