import type {SupportedCurrency} from '~/lib/money';
import type {Locale} from '~/lib/locale-paths';

export type Market = {
  id: 'row' | 'na' | 'uk';
  name: string;
  locale: Locale;
  currency: SupportedCurrency;
};

/** Where shoppers can choose to shop; the UK shops on the au site in pounds. */
export const MARKETS: Market[] = [
  {id: 'row', name: 'Rest of World', locale: 'au', currency: 'AUD'},
  {id: 'na', name: 'North America', locale: 'us', currency: 'USD'},
  {id: 'uk', name: 'United Kingdom', locale: 'au', currency: 'GBP'},
];
