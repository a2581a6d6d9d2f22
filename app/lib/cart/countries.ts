import {allowedCurrencies, getSite} from '~/lib/sites';
import {currencyForCountry} from '~/lib/regions';

/**
 * Countries a cart may be set to on a site: ones it ships to whose currency the site
 * shows. Anything else would price the cart in a currency the site never displays.
 */
export function cartCountries(locale: string): string[] {
  const currencies = allowedCurrencies(locale);
  return getSite(locale).shippingCountries.filter((country) =>
    currencies.includes(currencyForCountry(country)),
  );
}
