/**
 * Country names and ISO codes for addresses, taken from the schema's CountryCode enum
 * and ICU's English region names, so no hand-kept list drifts from what the API accepts.
 */
import {GraphQLEnumType} from 'graphql';
import {storefrontSchema} from '../storefront/schema.ts';

let byName: Map<string, string> | undefined;
const names = new Intl.DisplayNames(['en'], {type: 'region'});
const aliases: Record<string, string> = {
  USA: 'US',
  'United States of America': 'US',
  UK: 'GB',
  'Great Britain': 'GB',
};

function codes(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const type = storefrontSchema().getType('CountryCode') as GraphQLEnumType;
  for (const {name: code} of type.getValues()) {
    if (!/^[A-Z]{2}$/.test(code)) continue;
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      name = undefined;
    }
    byName.set(code.toLowerCase(), code);
    if (name) byName.set(name.toLowerCase(), code);
  }
  for (const [alias, code] of Object.entries(aliases))
    byName.set(alias.toLowerCase(), code);
  return byName;
}

/** {name, code} for a country given by name or code; code is null when unrecognised. */
export function resolveCountry(input: string | null | undefined): {
  name: string | null;
  code: string | null;
} {
  const text = (input ?? '').trim();
  if (!text) return {name: null, code: null};
  const code = codes().get(text.toLowerCase()) ?? null;
  return {name: code ? (names.of(code) ?? text) : text, code};
}
