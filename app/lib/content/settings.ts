/** Reading global settings with the spec's defaults, for documents that were not validated. */
import {DEFAULT_COLUMNS_DESKTOP, DEFAULT_COLUMNS_MOBILE, DEFAULT_FINAL_SALE_HEADING} from './schemas/global';

export {DEFAULT_COLUMNS_DESKTOP, DEFAULT_COLUMNS_MOBILE, DEFAULT_FINAL_SALE_HEADING};

function pick(value: unknown, allowed: number[], fallback: number) {
  const n = Number(value);
  return value !== null && value !== '' && allowed.includes(n) ? n : fallback;
}

export function collectionColumns(data: {collection_columns_desktop?: unknown; collection_columns_mobile?: unknown} | null | undefined) {
  return {
    desktop: pick(data?.collection_columns_desktop, [3, 4, 5], DEFAULT_COLUMNS_DESKTOP),
    mobile: pick(data?.collection_columns_mobile, [1, 2], DEFAULT_COLUMNS_MOBILE),
  };
}

export function finalSaleHeading(primary: {heading?: string | null} | null | undefined) {
  return primary?.heading?.trim() || DEFAULT_FINAL_SALE_HEADING;
}
