import {useId} from 'react';
import {useFetcher} from 'react-router';
import {Price} from '~/components/Price';
import {LocaleLink} from '~/components/LocaleLink';
import {formatMoney} from '~/lib/money';
import {imageUrl} from '~/lib/images';
import {MAX_LINE_QUANTITY} from '~/lib/cart/messages';
import type {ViewLine} from '~/lib/cart/lines';
import type {CartMessage} from '~/lib/cart/messages';
import {
  CartActionForm,
  CartErrors,
  type CartActionAnswer,
} from './CartActionForm';
import {closeMiniCart} from './mini-cart-store';
import type {CartLineData} from './use-cart';

type Props = {
  line: ViewLine<CartLineData>;
  layout: 'page' | 'mini';
  disabled?: boolean;
  /** What the cart service said about this line elsewhere (a capped quick add). */
  notices?: readonly CartMessage[];
};

/** Every change to one line shares a fetcher, so a newer click replaces an older one. */
const lineKey = (id: string, layout: string) => `cart-line:${layout}:${id}`;

/**
 * One line: photo, name, type, options, SKU, unit price (struck-through compare-at when
 * higher), line total, quantity stepper and remove. A line being removed is hidden at
 * once but stays mounted, so if the removal fails it comes back with the reason.
 */
const IMAGE = 'row-span-2 block h-[120px] w-[80px] bg-surface object-cover';
const STEP = 'size-11 cursor-pointer border-0 bg-transparent text-lg text-ink';
/** A text button that reads as a link (Remove). */
export const LINK_BUTTON =
  'min-h-11 cursor-pointer border-0 bg-transparent px-1 text-inherit underline underline-offset-3';

export function CartLineItem({
  line,
  layout,
  disabled = false,
  notices = [],
}: Props) {
  const key = lineKey(line.id, layout);
  const fetcher = useFetcher<CartActionAnswer>({key});
  const pending = fetcher.state !== 'idle';
  const errors =
    !pending && fetcher.data?.errors?.length ? fetcher.data.errors : [];
  // A change the service capped (more than in stock) answers with a warning, not an error.
  const refused =
    !pending && fetcher.data?.warnings?.length
      ? fetcher.data.warnings
      : notices;
  const {merchandise, cost} = line;
  const options = merchandise.selectedOptions.filter(
    (option) => !(option.name === 'Title' && option.value === 'Default Title'),
  );
  const titleId = useId();

  return (
    <li
      className="cart-line group/line grid grid-cols-[80px_minmax(0,1fr)] gap-x-4 gap-y-2 border-b border-line py-4"
      hidden={line.pending === 'removing'}
      data-pending={line.pending}
      aria-busy={pending || undefined}
      aria-labelledby={titleId}
    >
      {merchandise.image ? (
        <img
          className={IMAGE}
          src={imageUrl(merchandise.image.url, 160)}
          alt={merchandise.image.altText ?? ''}
          width={80}
          height={120}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={IMAGE} aria-hidden="true" />
      )}
      <div className="[&_p]:m-0 [&_p]:mb-1">
        {merchandise.product.productType ? (
          <p className="text-xs tracking-[0.08em] text-muted uppercase">
            {merchandise.product.productType}
          </p>
        ) : null}
        <p id={titleId}>
          <LocaleLink
            className="font-bold no-underline"
            to={`/products/${merchandise.product.handle}`}
            prefetch="intent"
            onClick={layout === 'mini' ? closeMiniCart : undefined}
          >
            {merchandise.product.title}
          </LocaleLink>
        </p>
        {options.length ? (
          <ul className="m-0 mb-1 list-none p-0 text-sm text-muted">
            {options.map((option) => (
              <li key={option.name}>{`${option.name}: ${option.value}`}</li>
            ))}
          </ul>
        ) : null}
        {merchandise.sku ? (
          <p className="text-sm text-muted">{`SKU ${merchandise.sku}`}</p>
        ) : null}
        <Price
          price={cost.amountPerQuantity}
          compareAt={
            cost.compareAtAmountPerQuantity ?? merchandise.compareAtPrice
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <QuantityStepper
          line={line}
          fetcherKey={key}
          disabled={disabled}
          titleId={titleId}
        />
        <CartActionForm
          action="LinesRemove"
          inputs={{lineIds: [line.id]}}
          fetcherKey={key}
        >
          {() => (
            <button
              type="submit"
              className={LINK_BUTTON}
              disabled={disabled}
              aria-describedby={titleId}
            >
              {pending &&
              fetcher.formData
                ?.get('cartFormInput')
                ?.toString()
                .includes('LinesRemove')
                ? 'Removing…'
                : 'Remove'}
            </button>
          )}
        </CartActionForm>
        <p className="m-0 ml-auto font-bold group-data-[pending=updating]/line:opacity-50">
          <span className="sr-only">Line total </span>
          {formatMoney(cost.totalAmount.amount, cost.totalAmount.currencyCode)}
        </p>
      </div>
      <CartErrors errors={errors} />
      {!errors.length && refused.length ? (
        <p className="cart-line__notice col-span-full text-sm" role="status">
          {refused.map((warning) => warning.message).join(' ')}
        </p>
      ) : null}
    </li>
  );
}

function QuantityStepper({
  line,
  fetcherKey,
  disabled,
  titleId,
}: {
  line: ViewLine<CartLineData>;
  fetcherKey: string;
  disabled: boolean;
  titleId: string;
}) {
  const fetcher = useFetcher<CartActionAnswer>({key: fetcherKey});
  const updating =
    fetcher.state !== 'idle' &&
    Boolean(
      fetcher.formData
        ?.get('cartFormInput')
        ?.toString()
        .includes('LinesUpdate'),
    );
  const {quantity} = line;
  const step = (next: number) => ({lines: [{id: line.id, quantity: next}]});
  return (
    <div
      className="group/stepper inline-flex items-center border border-line [&_form]:contents"
      role="group"
      aria-labelledby={titleId}
      data-pending={updating || undefined}
    >
      <CartActionForm
        action="LinesUpdate"
        inputs={step(quantity - 1)}
        fetcherKey={fetcherKey}
      >
        {() => (
          <button
            type="submit"
            className={STEP}
            disabled={disabled || quantity <= 1}
            aria-label="Decrease quantity"
          >
            <span aria-hidden="true">−</span>
          </button>
        )}
      </CartActionForm>
      <output
        className="min-w-8 text-center group-data-pending/stepper:animate-pulse motion-reduce:group-data-pending/stepper:animate-none motion-reduce:group-data-pending/stepper:underline motion-reduce:group-data-pending/stepper:decoration-dotted"
        aria-live="polite"
        aria-label={`Quantity ${quantity}${updating ? ', updating' : ''}`}
      >
        {quantity}
      </output>
      <CartActionForm
        action="LinesUpdate"
        inputs={step(quantity + 1)}
        fetcherKey={fetcherKey}
      >
        {() => (
          <button
            type="submit"
            className={STEP}
            disabled={disabled || quantity >= MAX_LINE_QUANTITY}
            aria-label="Increase quantity"
          >
            <span aria-hidden="true">+</span>
          </button>
        )}
      </CartActionForm>
    </div>
  );
}
