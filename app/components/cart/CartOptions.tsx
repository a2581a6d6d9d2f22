import {useEffect, useId, useRef} from 'react';
import {CartActionForm, CartErrors} from './CartActionForm';
import type {CartData} from './use-cart';

const GIFT_WRAP = 'Gift wrap';

/**
 * The cart page's extra forms: discount codes, an order note, gift wrapping (a cart
 * attribute) and the e-mail checkout should use (buyer identity). Each is a plain
 * form with its own pending state and error.
 */
export function CartOptions({cart}: {cart: CartData}) {
  return (
    <div className="cart-options">
      <DiscountCodes cart={cart} />
      <OrderNote cart={cart} />
      <GiftWrap cart={cart} />
      <CheckoutEmail cart={cart} />
    </div>
  );
}

function DiscountCodes({cart}: {cart: CartData}) {
  const inputId = useId();
  const applied = cart.discountCodes.filter((code) => code.applicable).map((code) => code.code);
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="cart-option" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="cart-option__title">
        Discounts
      </h2>
      {cart.discountCodes.length ? (
        <ul className="discount-codes">
          {cart.discountCodes.map(({code, applicable}) => (
            <li key={code} data-applicable={applicable}>
              <span className="discount-codes__code">{code}</span>{' '}
              <span className="discount-codes__state">{applicable ? 'applied' : 'can’t be used with this cart'}</span>
              <CartActionForm action="DiscountCodesUpdate" inputs={{discountCodes: applied.filter((other) => other !== code)}}>
                {({pending, errors}) => (
                  <>
                    <button type="submit" className="link-button" disabled={pending} aria-label={`Remove discount code ${code}`}>
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
      <CartActionForm action="DiscountCodesUpdate" inputs={{discountCodes: applied}} className="cart-option__form">
        {({pending, errors, fetcher}) => (
          <>
            <ClearOnSuccess fetcherData={fetcher.data} input={input} />
            <label htmlFor={inputId}>Discount code</label>
            <div className="cart-option__row">
              <input ref={input} id={inputId} name="discountCode" type="text" autoComplete="off" maxLength={255} required />
              <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
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
function ClearOnSuccess({fetcherData, input}: {fetcherData: unknown; input: React.RefObject<HTMLInputElement | null>}) {
  useEffect(() => {
    const answer = fetcherData as {errors?: unknown[]} | undefined;
    if (answer && !answer.errors?.length && input.current) input.current.value = '';
  }, [fetcherData, input]);
  return null;
}

function OrderNote({cart}: {cart: CartData}) {
  const id = useId();
  return (
    <CartActionForm action="NoteUpdate" inputs={{}} className="cart-option cart-option__form">
      {({pending, errors}) => (
        <>
          <label htmlFor={id} className="cart-option__title">
            Order note
          </label>
          <textarea id={id} name="note" rows={3} maxLength={1000} defaultValue={cart.note ?? ''} />
          <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
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
  const wrapped = cart.attributes.some((attribute) => attribute.key === GIFT_WRAP && attribute.value === 'Yes');
  return (
    <CartActionForm action="AttributesUpdateInput" inputs={{}} className="cart-option cart-option__form">
      {({pending, errors}) => (
        <>
          {/* An unticked box posts nothing, so 'No' goes first and a tick overrides it. */}
          <input type="hidden" name={`attribute.${GIFT_WRAP}`} value="No" />
          <div className="cart-option__check">
            <input id={id} type="checkbox" name={`attribute.${GIFT_WRAP}`} value="Yes" defaultChecked={wrapped} />
            <label htmlFor={id}>Gift wrap this order</label>
          </div>
          <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
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
    <CartActionForm action="BuyerIdentityUpdate" inputs={{}} className="cart-option cart-option__form">
      {({pending, errors}) => (
        <>
          <label htmlFor={id} className="cart-option__title">
            Email for your order
          </label>
          <div className="cart-option__row">
            <input id={id} name="email" type="email" autoComplete="email" required defaultValue={cart.buyerIdentity.email ?? ''} />
            <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Saving…' : 'Save email'}
            </button>
          </div>
          <CartErrors errors={errors} />
        </>
      )}
    </CartActionForm>
  );
}
