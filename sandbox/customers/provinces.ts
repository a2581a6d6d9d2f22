/**
 * Provinces Shopify knows for the countries the shop sells to, so an address answers
 * `provinceCode` (and a province typed as its code is stored under its name), as Shopify does.
 * Countries without provinces (the United Kingdom, for one) have none here.
 */
const US =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|PR Puerto Rico|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const CA =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NT Northwest Territories|NS Nova Scotia|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';
const AU =
  'ACT Australian Capital Territory|NSW New South Wales|NT Northern Territory|QLD Queensland|SA South Australia|TAS Tasmania|VIC Victoria|WA Western Australia';
const NZ =
  'AUK Auckland|BOP Bay of Plenty|CAN Canterbury|CIT Chatham Islands|GIS Gisborne|HKB Hawke’s Bay|MWT Manawatu-Wanganui|MBH Marlborough|NSN Nelson|NTL Northland|OTA Otago|STL Southland|TKI Taranaki|TAS Tasman|WKO Waikato|WGN Wellington|WTC West Coast';

const table = new Map<string, {code: string; name: string}[]>(
  Object.entries({US, CA, AU, NZ}).map(([country, list]) => [
    country,
    list.split('|').map((entry) => {
      const space = entry.indexOf(' ');
      return {code: entry.slice(0, space), name: entry.slice(space + 1)};
    }),
  ]),
);

/** The province named or coded by `input` in the country, or undefined when unknown. */
export function findProvince(
  countryCode: string | null,
  input: string | null | undefined,
) {
  const text = (input ?? '').trim().toLowerCase();
  if (!countryCode || !text) return undefined;
  return table
    .get(countryCode)
    ?.find(
      (p) => p.code.toLowerCase() === text || p.name.toLowerCase() === text,
    );
}
