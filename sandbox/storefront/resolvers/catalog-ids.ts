/**
 * Global ids for catalog objects. Media paths are made absolute by sandbox/images/urls.ts.
 */
export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/** The numeric id of a gid of one of the given types; undefined for anything else. */
export function parseGid(
  value: unknown,
  ...types: string[]
): number | undefined {
  const match = /^gid:\/\/shopify\/([A-Za-z0-9]+)\/(\d{1,15})(?:\?.*)?$/.exec(
    String(value ?? ''),
  );
  if (!match || (types.length && !types.includes(match[1]))) return undefined;
  return Number(match[2]);
}

export const gidType = (value: unknown) =>
  /^gid:\/\/shopify\/([A-Za-z0-9]+)\//.exec(String(value ?? ''))?.[1];
