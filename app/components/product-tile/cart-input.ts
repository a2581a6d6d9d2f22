import {CartForm} from '@shopify/hydrogen';

/** What a size button's form posts beside the button's own `merchandiseId` (app/lib/cart/lines.ts). */
export const QUICK_ADD_INPUT = JSON.stringify({
  action: CartForm.ACTIONS.LinesAdd,
});

/**
 * The posted value for one size on the product page: Hydrogen's cart form input, so the
 * cart route reads it like any CartForm. Kept on its own so the product page doesn't load
 * the tile's quick add.
 */
export function addToCartInput(merchandiseId: string): string {
  return JSON.stringify({
    action: CartForm.ACTIONS.LinesAdd,
    inputs: {lines: [{merchandiseId, quantity: 1}]},
  });
}
