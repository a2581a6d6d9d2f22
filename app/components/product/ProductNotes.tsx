import {useShell} from '~/components/shell';
import {formatMoney} from '~/lib/money';

/**
 * The product page's texts from the global settings (`pdp`): the final-sale notice, on
 * products that can't be returned, under its heading (SITEWIDE unless the editor set
 * one); and the free-shipping line with this shopper's threshold and country, or a
 * plain statement when their country has none.
 */
export function ProductNotes({finalSale}: {finalSale: boolean}) {
  const root = useShell();
  const content = root?.siteContent;
  const pdp = content?.pdp;
  const sale = pdp?.finalSale;
  const shipping = pdp?.freeShippingText;
  const threshold = content?.freeShippingThreshold;
  let shippingLine: string | null = null;
  if (shipping && threshold && root) {
    const country =
      shipping.includeCountry && root.siteContent.freeShippingCountry
        ? ` to ${root.siteContent.freeShippingCountry}`
        : '';
    shippingLine = `${shipping.text} ${formatMoney(String(threshold), root.region.currency)}${country}.`;
  } else if (shipping && content?.freeShippingNote) {
    shippingLine = content.freeShippingNote;
  }
  return (
    <>
      {finalSale ? (
        sale ? (
          <div
            className="my-3 border-l-4 pl-3 font-bold text-sale"
            style={
              sale.colour
                ? {borderColor: sale.colour, color: sale.colour}
                : undefined
            }
          >
            <p className="text-xs font-bold uppercase tracking-wider">
              {sale.heading}
            </p>
            <p className="text-sm">{sale.text}</p>
          </div>
        ) : (
          <p className="font-bold text-sale">Final sale</p>
        )
      ) : null}
      {shippingLine ? (
        <p
          className="product-info__free-shipping my-2 text-sm"
          style={shipping?.colour ? {color: shipping.colour} : undefined}
        >
          {shippingLine}
        </p>
      ) : null}
    </>
  );
}
