/**
 * /api/meta/meta.json: the site's facet and sort configuration, which
 * @searchspring/snap-client fetches beside every search and autocomplete.
 */
import {FACET_LABELS} from './facets.ts';
import {DEFAULT_RESULTS_PER_PAGE} from './params.ts';
import {SORT_OPTIONS} from './sorting.ts';

const DISPLAY: Record<string, string> = {color: 'palette', size: 'grid', ss_price: 'slider'};

export function siteMeta(currency: string) {
  const symbol = currency === 'GBP' ? '£' : currency === 'EUR' ? '€' : '$';
  return {
    sortOptions: SORT_OPTIONS.map(({type, field, direction, label}) => ({type, field, direction, label})),
    facets: Object.fromEntries(
      Object.entries(FACET_LABELS).map(([field, label]) => [
        field,
        field === 'ss_price'
          ? {display: 'slider', label, collapsed: false, formatSeparator: '-', formatValue: `${symbol}%01.2f`}
          : {display: DISPLAY[field] ?? 'list', label, collapsed: false, multiple: 'or'},
      ]),
    ),
    pagination: {defaultPageSize: DEFAULT_RESULTS_PER_PAGE.search},
    badges: {locations: {left: [], right: [], callout: []}, tags: {}},
  };
}
