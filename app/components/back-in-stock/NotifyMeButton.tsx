/**
 * 'NOTIFY ME' on an out-of-stock style: opens the back-in-stock modal.
 * (Placeholder until the back-in-stock work lands.)
 */
export type NotifyMeProduct = {
  id: string;
  handle: string;
  title: string;
  variants: {id: string; size: string; inventoryQuantity?: number | null}[];
};

export function NotifyMeButton(_props: {product: NotifyMeProduct}) {
  return null;
}
