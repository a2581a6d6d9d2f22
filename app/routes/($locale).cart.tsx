import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).cart';
import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Cart'}];

export async function loader({context}: Route.LoaderArgs) {
  return {cart: await context.cart.get()};
}

export async function action({request, context}: Route.ActionArgs) {
  const {cart} = context;
  const formData = await request.formData();
  const {action, inputs} = CartForm.getFormInput(formData);
  let result: CartQueryDataReturn;
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      result = await cart.addLines(inputs.lines);
      break;
    case CartForm.ACTIONS.LinesUpdate:
      result = await cart.updateLines(inputs.lines);
      break;
    case CartForm.ACTIONS.LinesRemove:
      result = await cart.removeLines(inputs.lineIds);
      break;
    default:
      return data({cart: null, errors: [{message: 'Unknown cart action'}]}, {status: 400});
  }
  const headers = result.cart?.id ? cart.setCartId(result.cart.id) : new Headers();
  return data({cart: result.cart, errors: result.userErrors ?? result.errors}, {status: 200, headers});
}

export default function CartRoute() {
  const {cart} = useLoaderData<typeof loader>();
  return (
    <StubPage title="Cart">
      <p>{cart?.totalQuantity ? `${cart.totalQuantity} items` : 'Your cart is empty.'}</p>
    </StubPage>
  );
}
