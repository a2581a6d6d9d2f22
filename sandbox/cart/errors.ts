/** Cart userErrors and warnings in the Storefront API's shapes. */
export const MAX_LINES = 250;

export type CartUserError = {
  code: string;
  field: string[] | null;
  message: string;
};
export type CartWarning = {code: string; target: string; message: string};

export const cartError = (
  code: string,
  field: (string | number)[] | null,
  message: string,
): CartUserError => ({
  code,
  field: field ? field.map(String) : null,
  message,
});

export const warning = (
  code: string,
  target: string,
  message: string,
): CartWarning => ({code, target, message});

export const unknownCart = () =>
  cartError('INVALID', ['cartId'], 'The specified cart does not exist.');
