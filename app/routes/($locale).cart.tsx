import {data, redirect} from 'react-router';
import type {Route} from './+types/($locale).cart';
import {useShell} from '~/components/shell';
import {CartMain} from '~/components/cart/CartMain';
import {CartOptions} from '~/components/cart/CartOptions';
import {parseCartRequest} from '~/lib/cart/input';
import {changeCart, readCart, type CartAnswer} from '~/lib/cart/cart.server';
import {cartCountries} from '~/lib/cart/countries';
import {returnPath} from '~/lib/cart/submission';
import {CART_MESSAGES} from '~/lib/cart/messages';
import {localizePath} from '~/lib/locale-paths';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';

export const meta: Route.MetaFunction = ({matches}) => [
  {title: 'Cart'},
  {
    name: 'description',
    content: `Your cart at ${matches[0]?.data?.brandName ?? 'the store'}: change sizes and quantities, add a discount code and check out.`,
  },
  {name: 'robots', content: 'noindex'},
];

// One shopper's cart: never kept by a shared cache.
export const headers = () => ({'Cache-Control': 'private, no-store'});

function scopeOf(context: Route.LoaderArgs['context']) {
  return {
    cart: context.cart,
    session: context.session,
    country: context.region.country,
    errors: context.errors,
  };
}

export async function loader({context}: Route.LoaderArgs) {
  const {cart, failed} = await readCart(scopeOf(context));
  return {cart, loadError: failed ? CART_MESSAGES.loadFailed : null};
}

/**
 * Every cart change: LinesAdd, LinesUpdate, LinesRemove, NoteUpdate,
 * BuyerIdentityUpdate, AttributesUpdateInput and DiscountCodesUpdate, posted as
 * Hydrogen's CartForm posts them. Fetchers get {cart, errors, warnings}; a plain form
 * post (JavaScript off) that worked is sent back where it came from (after an add, to
 * the cart, since there is no mini cart to show it), and one that was refused gets the
 * cart page with the reason.
 */
export async function action({request, context}: Route.ActionArgs) {
  const scope = scopeOf(context);
  const formData = await request.formData().catch(() => null);
  const parsed = parseCartRequest(formData, {
    cartId: scope.cart.getCartId() ?? null,
    allowedCountries: cartCountries(context.locale),
  });
  const answer: CartAnswer = parsed.ok
    ? await changeCart(scope, parsed.request)
    : {
        cart: null,
        errors: [{message: parsed.message}],
        warnings: [],
        status: 400,
      };

  const cartPath = localizePath('/cart', context.locale);
  // A change the service capped (more than in stock) stays on the cart page with its reason.
  if (
    !context.isDataRequest &&
    answer.status === 200 &&
    !answer.warnings.length
  ) {
    const isAdd = parsed.ok && parsed.request.action === 'LinesAdd';
    const target = isAdd
      ? (parsed.redirectTo ?? cartPath)
      : returnPath({
          referer: request.headers.get('Referer'),
          requestUrl: request.url,
          redirectTo: parsed.redirectTo,
          fallback: cartPath,
        });
    return redirect(target, {status: 303, headers: answer.headers});
  }
  return data(
    {cart: answer.cart, errors: answer.errors, warnings: answer.warnings},
    {status: answer.status, headers: answer.headers},
  );
}

export default function CartRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  // Shipping and currency texts from the site's global settings, chosen for this shopper.
  const content = useShell()?.siteContent;
  const errors = [
    ...(loaderData.loadError ? [{message: loaderData.loadError}] : []),
    ...(actionData?.errors ?? []),
  ];
  return (
    <div className={pageSection({className: 'cart-page'})}>
      <PageTitle>Cart</PageTitle>
      <CartMain
        cart={loaderData.cart}
        layout="page"
        errors={errors}
        warnings={actionData?.warnings ?? []}
        options={(cart) => <CartOptions cart={cart} />}
        freeShippingThreshold={content?.freeShippingThreshold}
        freeShippingNote={content?.freeShippingNote}
        shippingCostText={content?.shippingCostText}
        currencyDisclaimerText={content?.currencyDisclaimerText}
      />
    </div>
  );
}
