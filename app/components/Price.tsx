import {formatMoney, type Money} from '~/lib/money';

/** Price with the compare-at price struck through, shown only when it is higher. */
export function Price({
  price,
  compareAt,
  className,
}: {
  price: Money;
  compareAt?: Money | null;
  className?: string;
}) {
  const onSale = compareAt && Number(compareAt.amount) > Number(price.amount);
  return (
    <p className={`price m-0 ${className ?? ''}`}>
      {onSale ? (
        <>
          <span className="sr-only">Sale price</span>
          <span className="font-bold text-sale">
            {formatMoney(price.amount, price.currencyCode)}
          </span>{' '}
          <span className="sr-only">Regular price</span>
          <s className="text-muted">
            {formatMoney(compareAt.amount, compareAt.currencyCode)}
          </s>
        </>
      ) : (
        <span>{formatMoney(price.amount, price.currencyCode)}</span>
      )}
    </p>
  );
}
