import {useId} from 'react';
import {useFetcher} from 'react-router';
import {Price} from '~/components/Price';
import {LocaleLink} from '~/components/LocaleLink';
import {formatMoney} from '~/lib/money';
import {imageUrl} from '~/lib/images';
import {MAX_LINE_QUANTITY} from '~/lib/cart/messages';
import type {ViewLine} from '~/lib/cart/lines';
import type {CartMessage} from '~/lib/cart/messages';
import {CartActionForm, CartErrors, type CartActionAnswer} from './CartActionForm';
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
export function CartLineItem({line, layout, disabled = false, notices = []}: Props) {
  const key = lineKey(line.id, layout);
  const fetcher = useFetcher<CartActionAnswer>({key});
  const pending = fetcher.state !== 'idle';
  const errors = !pending && fetcher.data?.errors?.length ? fetcher.data.errors : [];
  // A change the service capped (more than in stock) answers with a warning, not an error.
  const refused = !pending && fetcher.data?.warnings?.length ? fetcher.data.warnings : notices;
  const {merchandise, cost} = line;
  const options = merchandise.selectedOptions.filter((option) => !(option.name === 'Title' && option.value === 'Default Title'));
  const titleId = useId();

  return (
    <li
      className="cart-line"
      hidden={line.pending === 'removing'}
      data-pending={line.pending}
      aria-busy={pending || undefined}
      aria-labelledby={titleId}
    >
      {merchandise.image ? (
        <img
          className="cart-line__image"
          src={imageUrl(merchandise.image.url, 160)}
          alt={merchandise.image.altText ?? ''}
          width={80}
          height={120}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__details">
        {merchandise.product.productType ? <p className="cart-line__type">{merchandise.product.productType}</p> : null}
        <p className="cart-line__title" id={titleId}>
          <LocaleLink to={`/products/${merchandise.product.handle}`} prefetch="intent" onClick={layout === 'mini' ? closeMiniCart : undefined}>
            {merchandise.product.title}
          </LocaleLink>
        </p>
        {options.length ? (
          <ul className="cart-line__options">
            {options.map((option) => (
              <li key={option.name}>{`${option.name}: ${option.value}`}</li>
            ))}
          </ul>
        ) : null}
        {merchandise.sku ? <p className="cart-line__sku">{`SKU ${merchandise.sku}`}</p> : null}
        <Price price={cost.amountPerQuantity} compareAt={cost.compareAtAmountPerQuantity ?? merchandise.compareAtPrice} />
      </div>
      <div className="cart-line__controls">
        <QuantityStepper line={line} fetcherKey={key} disabled={disabled} titleId={titleId} />
        <CartActionForm action="LinesRemove" inputs={{lineIds: [line.id]}} fetcherKey={key} className="cart-line__remove">
          {() => (
            <button type="submit" className="link-button" disabled={disabled} aria-describedby={titleId}>
              {pending && fetcher.formData?.get('cartFormInput')?.toString().includes('LinesRemove') ? 'Removing…' : 'Remove'}
            </button>
          )}
        </CartActionForm>
        <p className="cart-line__total">
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

function QuantityStepper({line, fetcherKey, disabled, titleId}: {line: ViewLine<CartLineData>; fetcherKey: string; disabled: boolean; titleId: string}) {
  const fetcher = useFetcher<CartActionAnswer>({key: fetcherKey});
  const updating = fetcher.state !== 'idle' && Boolean(fetcher.formData?.get('cartFormInput')?.toString().includes('LinesUpdate'));
  const {quantity} = line;
  const step = (next: number) => ({lines: [{id: line.id, quantity: next}]});
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={titleId} data-pending={updating || undefined}>
      <CartActionForm action="LinesUpdate" inputs={step(quantity - 1)} fetcherKey={fetcherKey}>
        {() => (
          <button type="submit" className="quantity-stepper__button" disabled={disabled || quantity <= 1} aria-label="Decrease quantity">
            <span aria-hidden="true">−</span>
          </button>
        )}
      </CartActionForm>
      <output className="quantity-stepper__value" aria-live="polite" aria-label={`Quantity ${quantity}${updating ? ', updating' : ''}`}>
        {quantity}
      </output>
      <CartActionForm action="LinesUpdate" inputs={step(quantity + 1)} fetcherKey={fetcherKey}>
        {() => (
          <button
            type="submit"
            className="quantity-stepper__button"
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
