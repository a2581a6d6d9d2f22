/** A filter group: a disclosure with a 44 px title, ruled above. */
export const FACET = 'facet border-t border-line py-1';
export const FACET_TITLE =
  'flex min-h-11 cursor-pointer items-center font-bold';
