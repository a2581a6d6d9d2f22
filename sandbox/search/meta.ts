/**
 * /api/meta/meta.json: the site's facet and sort configuration, which
 * @searchspring/snap-client fetches beside every search and autocomplete.
 */
import {FACET_DISPLAY, FACET_LABELS, HIERARCHY_DELIMITER} from './facets.ts';
import {DEFAULT_RESULTS_PER_PAGE} from './params.ts';
import {SORT_OPTIONS} from './sorting.ts';

/** Where badges may sit on a tile, and the badge tags results carry (results[].badges[].tag). */
const BADGES = {
  locations: {
    left: [
      {tag: 'left-upper', name: 'Left Upper'},
      {tag: 'left-lower', name: 'Left Lower'},
    ],
    right: [{tag: 'right-upper', name: 'Right Upper'}],
    callout: [{tag: 'callout', name: 'Callout'}],
  },
  tags: {
    'on-sale': {
      location: 'left/left-upper',
      component: 'BadgeText',
      priority: 1,
      enabled: true,
      parameters: {color: '#8c2f1b', colorText: '#ffffff'},
    },
    new: {
      location: 'left/left-lower',
      component: 'BadgeText',
      priority: 2,
      enabled: true,
      parameters: {color: '#2f4a3a', colorText: '#ffffff'},
    },
    'low-stock': {
      location: 'callout/callout',
      component: 'BadgeText',
      priority: 3,
      enabled: true,
      parameters: {color: '#f3e6c4', colorText: '#1f1f1f'},
    },
  },
};

export function siteMeta(currency: string) {
  const symbol = currency === 'GBP' ? '£' : currency === 'EUR' ? '€' : '$';
  return {
    sortOptions: SORT_OPTIONS.map(({type, field, direction, label}) => ({
      type,
      field,
      direction,
      label,
    })),
    facets: Object.fromEntries(
      Object.entries(FACET_LABELS).map(([field, label]) => [
        field,
        field === 'ss_price'
          ? {
              display: 'slider',
              label,
              collapsed: false,
              formatSeparator: '-',
              formatValue: `${symbol}%01.2f`,
            }
          : FACET_DISPLAY[field] === 'hierarchy'
            ? {
                display: 'hierarchy',
                label,
                collapsed: false,
                multiple: 'single',
                hierarchyDelimiter: HIERARCHY_DELIMITER,
              }
            : {
                display: FACET_DISPLAY[field] ?? 'list',
                label,
                collapsed: false,
                multiple: 'or',
              },
      ]),
    ),
    pagination: {defaultPageSize: DEFAULT_RESULTS_PER_PAGE.search},
    badges: BADGES,
  };
}
