import {CartForm} from '@shopify/hydrogen';

/**
 * The posted value for one size: Hydrogen's cart form input, so the cart route reads it
 * like any CartForm. Kept on its own so the product page doesn't load the tile's quick add.
 */
export function addToCartInput(merchandiseId: string): string {
  return JSON.stringify({
    action: CartForm.ACTIONS.LinesAdd,
    inputs: {lines: [{merchandiseId, quantity: 1}]},
  });
}
