/**
 * The catalog's "today". Publication dates are set relative to this fixed instant, not
 * to when the seed runs, so a catalog seeded today and one seeded next year are identical.
 */
export const CATALOG_EPOCH = Date.parse('2026-06-01T00:00:00Z');
export const DAY = 86_400_000;
