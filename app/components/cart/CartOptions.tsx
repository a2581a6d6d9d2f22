import {useEffect, useId, useRef} from 'react';
import {CartActionForm, CartErrors} from './CartActionForm';
import {LINK_BUTTON} from './CartLineItem';
import type {CartData} from './use-cart';
import {button} from '~/components/ui/button';

const GIFT_WRAP = 'Gift wrap';

const TITLE = 'm-0 text-base font-bold';
const FORM = 'grid gap-2';
const INPUT =
  'min-h-11 flex-1 rounded-theme border border-muted bg-paper px-3 py-2 text-ink';

/**
 * The cart page's extra forms: discount codes, an order note, gift wrapping (a cart
 * attribute) and the e-mail checkout should use (buyer identity). Each is a plain
 * form with its own pending state and error.
 */
export function CartOptions({cart}: {cart: CartData}) {
  return (
    <div className="grid gap-5">
      <DiscountCodes cart={cart} />
      <OrderNote cart={cart} />
      <GiftWrap cart={cart} />
      <CheckoutEmail cart={cart} />
    </div>
  );
}

function DiscountCodes({cart}: {cart: CartData}) {
  const inputId = useId();
  const applied = cart.discountCodes
    .filter((code) => code.applicable)
    .map((code) => code.code);
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="grid gap-2" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={TITLE}>
        Discounts
      </h2>
      {cart.discountCodes.length ? (
        <ul className="discount-codes m-0 list-none p-0 [&_form]:contents">
          {cart.discountCodes.map(({code, applicable}) => (
            <li
              key={code}
              data-applicable={applicable}
              className="flex flex-wrap items-center gap-x-2"
            >
              <span className="font-bold tracking-[0.05em]">{code}</span>{' '}
              <span className={applicable ? '' : 'text-sale'}>
                {applicable ? 'applied' : 'can’t be used with this cart'}
              </span>
              <CartActionForm
                action="DiscountCodesUpdate"
                inputs={{
                  discountCodes: applied.filter((other) => other !== code),
                }}
              >
                {({pending, errors}) => (
                  <>
                    <button
                      type="submit"
                      className={LINK_BUTTON}
                      disabled={pending}
                      aria-label={`Remove discount code ${code}`}
                    >
                      {pending ? 'Removing…' : 'Remove'}
                    </button>
                    <CartErrors errors={errors} />
                  </>
                )}
              </CartActionForm>
            </li>
          ))}
        </ul>
      ) : null}
      <CartActionForm
        action="DiscountCodesUpdate"
        inputs={{discountCodes: applied}}
        className={FORM}
      >
        {({pending, errors, fetcher}) => (
          <>
            <ClearOnSuccess fetcherData={fetcher.data} input={input} />
            <label htmlFor={inputId}>Discount code</label>
            <div className="flex gap-2">
              <input
                className={INPUT}
                ref={input}
                id={inputId}
                name="discountCode"
                type="text"
                autoComplete="off"
                maxLength={255}
                required
              />
              <button
                type="submit"
                className={button({className: 'justify-self-start'})}
                disabled={pending}
                aria-busy={pending || undefined}
              >
                {pending ? 'Applying…' : 'Apply'}
              </button>
            </div>
            <CartErrors errors={errors} />
          </>
        )}
      </CartActionForm>
    </section>
  );
}

/** Empties the code box once a code went through, ready for the next one. */
function ClearOnSuccess({
  fetcherData,
  input,
}: {
  fetcherData: unknown;
  input: React.RefObject<HTMLInputElement | null>;
}) {
  useEffect(() => {
    const answer = fetcherData as {errors?: unknown[]} | undefined;
    if (answer && !answer.errors?.length && input.current)
      input.current.value = '';
  }, [fetcherData, input]);
  return null;
}

function OrderNote({cart}: {cart: CartData}) {
  const id = useId();
  return (
    <CartActionForm action="NoteUpdate" inputs={{}} className={FORM}>
      {({pending, errors}) => (
        <>
          <label htmlFor={id} className={TITLE}>
            Order note
          </label>
          <textarea
            className={INPUT}
            id={id}
            name="note"
            rows={3}
            maxLength={1000}
            defaultValue={cart.note ?? ''}
          />
          <button
            type="submit"
            className={button({className: 'justify-self-start'})}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? 'Saving…' : 'Save note'}
          </button>
          <CartErrors errors={errors} />
        </>
      )}
    </CartActionForm>
  );
}

function GiftWrap({cart}: {cart: CartData}) {
  const id = useId();
  const wrapped = cart.attributes.some(
    (attribute) => attribute.key === GIFT_WRAP && attribute.value === 'Yes',
  );
  return (
    <CartActionForm action="AttributesUpdateInput" inputs={{}} className={FORM}>
      {({pending, errors}) => (
        <>
          {/* An unticked box posts nothing, so 'No' goes first and a tick overrides it. */}
          <input type="hidden" name={`attribute.${GIFT_WRAP}`} value="No" />
          <div className="flex min-h-11 items-center gap-2">
            <input
              className="size-5"
              id={id}
              type="checkbox"
              name={`attribute.${GIFT_WRAP}`}
              value="Yes"
              defaultChecked={wrapped}
            />
            <label htmlFor={id}>Gift wrap this order</label>
          </div>
          <button
            type="submit"
            className={button({className: 'justify-self-start'})}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? 'Saving…' : 'Save gift wrapping'}
          </button>
          <CartErrors errors={errors} />
        </>
      )}
    </CartActionForm>
  );
}

function CheckoutEmail({cart}: {cart: CartData}) {
  const id = useId();
  return (
    <CartActionForm action="BuyerIdentityUpdate" inputs={{}} className={FORM}>
      {({pending, errors}) => (
        <>
          <label htmlFor={id} className={TITLE}>
            Email for your order
          </label>
          <div className="flex gap-2">
            <input
              className={INPUT}
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={cart.buyerIdentity.email ?? ''}
            />
            <button
              type="submit"
              className={button({className: 'justify-self-start'})}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? 'Saving…' : 'Save email'}
            </button>
          </div>
          <CartErrors errors={errors} />
        </>
      )}
    </CartActionForm>
  );
}
