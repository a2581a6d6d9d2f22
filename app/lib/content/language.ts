/** Which content-service language serves a storefront locale: au reads en-au, every other site en-us. */
export const CONTENT_LANGUAGES = ['en-us', 'en-au'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en-us';

export function contentLanguageFor(
  locale: string | null | undefined,
): ContentLanguage {
  return locale?.toLowerCase() === 'au' ? 'en-au' : DEFAULT_CONTENT_LANGUAGE;
}
