/**
 * Every message the cart shows or logs, in one place so the UI, the server and the
 * tests quote the same words. The console messages are the catalogue's own.
 */
export const CART_MESSAGES = {
  notReady: "Cart isn't ready yet",
  missingProps: 'Please provide the necessary props',
  missingConnection:
    'Cart lines could not be read: the cart has no lines connection',
  unknownAction: 'Unknown cart action',
  unreadable: 'We couldn’t read that cart request. Please try again.',
  quantityToAdd: 'Choose a quantity from 1 to 99.',
  quantityToUpdate: 'Choose a quantity from 0 to 99.',
  merchandise: 'That item can’t be added to the cart.',
  line: 'That item isn’t in your cart.',
  tooManyLines: 'Too many items in one request.',
  foreignCart: 'That cart can’t be changed here.',
  otherRegion: 'That country isn’t available in this store.',
  noCart: 'Your cart is empty.',
  cartGone: 'Your cart is no longer available. Please add your items again.',
  note: 'Notes can be up to 1,000 characters.',
  discountCode: 'Enter a discount code of up to 255 characters.',
  tooManyDiscountCodes: 'Up to 5 discount codes can be used at once.',
  attributes: 'Those cart details can’t be saved.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  unavailable: 'We couldn’t update your cart. Please try again.',
  loadFailed: 'We couldn’t load your cart. Please try again.',
  /** The header's cart link while the cart can't be read. */
  pageUnavailable: 'cart unavailable',
} as const;

/** The most of one item a line may hold; anything above is a typo, not an order. */
export const MAX_LINE_QUANTITY = 99;

/** A message from the cart service; a warning's `target` is the line it is about. */
export type CartMessage = {
  message: string;
  code?: string | null;
  field?: string[] | null;
  target?: string | null;
};
