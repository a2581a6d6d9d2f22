/** GET /api/v2: the repository entry point a Prismic client reads its refs from. */
import {LANGUAGES, TYPES, type ContentStore} from './store.ts';

const field = (
  type: 'String' | 'Integer',
  multiple = false,
  extra: Record<string, string> = {},
) => ({type, multiple, ...extra});

export function repositoryInfo(store: ContentStore, origin: string) {
  return {
    refs: [
      {id: 'master', ref: store.masterRef, label: 'Master', isMasterRef: true},
      {
        id: store.release.id,
        ref: store.release.ref,
        label: store.release.label,
        isMasterRef: false,
      },
    ],
    integrationFieldsRef: null,
    bookmarks: {},
    languages: LANGUAGES,
    types: TYPES,
    tags: tagsOf(store),
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${origin}/api/v2/documents/search`,
        fields: {
          ref: field('String'),
          q: field('String', true),
          lang: field('String'),
          page: field('Integer', false, {default: '1'}),
          pageSize: field('Integer', false, {default: '20'}),
          after: field('String'),
          fetch: field('String'),
          fetchLinks: field('String'),
          graphQuery: field('String'),
          orderings: field('String'),
          referer: field('String'),
          access_token: field('String'),
        },
      },
      tags: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${origin}/api/tags`,
        fields: {},
      },
    },
    experiments: {draft: [], running: []},
    oauth_initiate: `${origin}/auth`,
    oauth_token: `${origin}/auth/token`,
    version: 'sandbox',
    license: 'All Rights Reserved',
  };
}

export function tagsOf(store: ContentStore) {
  return [...new Set(store.published.flatMap((d) => d.tags))].sort();
}
