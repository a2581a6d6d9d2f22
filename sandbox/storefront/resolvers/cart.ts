/**
 * Storefront API carts: Query.cart and the cart mutations the Hydrogen cart handler sends.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {
  cartOperations,
  createCart,
  type CartResult,
} from '../../cart/operations.ts';
import {cartByToken, findCart} from '../../cart/store.ts';
import {cartObject} from '../../cart/view.ts';

function payload(context: StorefrontContext, result: CartResult) {
  return {
    cart: result.cart
      ? cartObject(
          context.db,
          cartByToken(context.db, result.cart.token)!,
          context,
        )
      : null,
    userErrors: result.userErrors,
    warnings: result.warnings,
  };
}

registerResolvers({
  QueryRoot: {
    cart(_, {id}, context: StorefrontContext) {
      const row = findCart(context.db, id);
      return row ? cartObject(context.db, row, context) : null;
    },
  },
  Mutation: {
    cartCreate: (_, {input}, context: StorefrontContext) =>
      payload(context, createCart(context, input ?? {})),
    cartLinesAdd: (_, {cartId, lines}, context: StorefrontContext) =>
      payload(context, cartOperations.linesAdd(context, cartId, lines)),
    cartLinesUpdate: (_, {cartId, lines}, context: StorefrontContext) =>
      payload(context, cartOperations.linesUpdate(context, cartId, lines)),
    cartLinesRemove: (_, {cartId, lineIds}, context: StorefrontContext) =>
      payload(context, cartOperations.linesRemove(context, cartId, lineIds)),
    cartNoteUpdate: (_, {cartId, note}, context: StorefrontContext) =>
      payload(context, cartOperations.noteUpdate(context, cartId, note)),
    cartAttributesUpdate: (
      _,
      {cartId, attributes},
      context: StorefrontContext,
    ) =>
      payload(
        context,
        cartOperations.attributesUpdate(context, cartId, attributes),
      ),
    cartDiscountCodesUpdate: (
      _,
      {cartId, discountCodes},
      context: StorefrontContext,
    ) =>
      payload(
        context,
        cartOperations.discountCodesUpdate(context, cartId, discountCodes),
      ),
    cartGiftCardCodesAdd: (
      _,
      {cartId, giftCardCodes},
      context: StorefrontContext,
    ) =>
      payload(
        context,
        cartOperations.giftCardCodesAdd(context, cartId, giftCardCodes),
      ),
    cartGiftCardCodesUpdate: (
      _,
      {cartId, giftCardCodes},
      context: StorefrontContext,
    ) =>
      payload(
        context,
        cartOperations.giftCardCodesAdd(context, cartId, giftCardCodes, true),
      ),
    cartGiftCardCodesRemove: (
      _,
      {cartId, appliedGiftCardIds},
      context: StorefrontContext,
    ) =>
      payload(
        context,
        cartOperations.giftCardCodesRemove(context, cartId, appliedGiftCardIds),
      ),
    cartBuyerIdentityUpdate: (
      _,
      {cartId, buyerIdentity},
      context: StorefrontContext,
    ) =>
      payload(
        context,
        cartOperations.buyerIdentityUpdate(context, cartId, buyerIdentity),
      ),
  },
});
