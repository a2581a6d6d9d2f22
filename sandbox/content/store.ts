/**
 * The content repository: Prismic-shaped JSON documents from version control,
 * one published set (the master ref) and one draft set layered over it (the
 * 'Spring drafts' release, also reachable through preview tokens).
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

export type ContentDocument = {
  id: string;
  uid: string | null;
  url: string | null;
  type: string;
  href: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  lang: string;
  alternate_languages: {id: string; uid?: string; type: string; lang: string}[];
  data: Record<string, unknown>;
};

export const REPOSITORY_NAME = 'fashion-sandbox';
export const LANGUAGES = [
  {id: 'en-us', name: 'English - United States', is_master: true},
  {id: 'en-au', name: 'English - Australia'},
];
export const MASTER_LANG = 'en-us';
export const TYPES: Record<string, string> = {
  page: 'Page',
  collection: 'Collection',
  global: 'Site content',
};
export const RELEASE_LABEL = 'Spring drafts';
const PREVIEW_TOKEN_BASE = `https://${REPOSITORY_NAME}.prismic.io/previews/`;

const DEFAULT_DIR = fileURLToPath(new URL('./documents', import.meta.url));

export type ContentStore = ReturnType<typeof loadContent>;

export function loadContent(dir = DEFAULT_DIR) {
  const published = readFolder(join(dir, 'published'));
  const drafts = readFolder(join(dir, 'drafts'));
  const masterRef = refFrom(published);
  const releaseId = refFrom(['release', RELEASE_LABEL]);
  // A release ref is the release's own version joined to the master it is based on.
  const releaseRef = `${refFrom(drafts)}~${masterRef}`;
  const previewed = mergeDrafts(published, drafts);

  return {
    masterRef,
    release: {id: releaseId, ref: releaseRef, label: RELEASE_LABEL},
    /** A token as the editor's preview button would hand to the site. */
    previewToken(sessionId = 'sandbox-session') {
      return `${PREVIEW_TOKEN_BASE}${sessionId}:${releaseId}?websitePreviewId=sandbox`;
    },
    /** The documents visible at a ref or preview token, or undefined for a ref the repository does not know. */
    documentsAt(ref: string): ContentDocument[] | undefined {
      if (ref === masterRef) return published;
      if (ref === releaseRef || isPreviewTokenFor(ref, releaseId))
        return previewed;
      return undefined;
    },
    /**
     * A preview token of this repository that no longer opens a preview: its release has
     * been published or deleted, so Prismic answers that the token expired.
     */
    isExpiredPreview: (ref: string) =>
      ref.startsWith(PREVIEW_TOKEN_BASE) && !isPreviewTokenFor(ref, releaseId),
    published,
    drafts,
  };
}

function isPreviewTokenFor(ref: string, releaseId: string) {
  if (!ref.startsWith(PREVIEW_TOKEN_BASE)) return false;
  const session = ref.slice(PREVIEW_TOKEN_BASE.length).split('?')[0];
  return new RegExp(`^[A-Za-z0-9_-]+:${releaseId}$`).test(session);
}

function mergeDrafts(published: ContentDocument[], drafts: ContentDocument[]) {
  const byId = new Map(published.map((d) => [d.id, d]));
  for (const draft of drafts) byId.set(draft.id, draft);
  return [...byId.values()];
}

function readFolder(folder: string): ContentDocument[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(folder, name), 'utf8')) as ContentDocument,
    );
}

/** Refs change whenever the content they name changes, like Prismic's do on publish. */
function refFrom(value: unknown) {
  const digest = createHash('sha256')
    .update(JSON.stringify(value))
    .digest('base64url');
  return `Z${digest.replace(/[-_]/g, 'A').slice(0, 15)}`;
}
