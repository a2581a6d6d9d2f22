/**
 * What routes call to load content. Each loader reports broken content to editors
 * (the error reporter when CONTENT_REPORT_INVALID is on, and the preview notice) and
 * hands shoppers something renderable either way.
 */
import {redirect} from 'react-router';
import type {ContentClient} from './client';
import {contentErrorKind} from './errors';
import {missingAltIssues} from './issues';
import {getCollectionDocument, getGlobalSettings, getPage} from './queries';
import {
  collectionContent,
  isVipPassword,
  vipSettings,
  type CollectionContentData,
} from './collection';
import {
  galleryRequests,
  hasCompetitionForm,
  opensWithMainHeading,
  pageSlices,
  type PageSlice,
} from './page';
import {previewRefFor} from './context.server';
import {asRow, image, text, type ImageData} from './shape';
import {
  defaultSiteContent,
  siteContentFor,
  type SiteContent,
} from './site-content';
import {
  parseGlobalSettings,
  reportContentIssues,
  validatePage,
  type ContentIssue,
} from './validate';
import {localizePath} from '~/lib/locale-paths';
import {recentMap} from '~/lib/recent';
import {vipCookie} from '~/lib/cookies.server';
import type {Reporting} from '~/lib/errors/reporter.server';

export type ContentLoaderContext = Reporting & {
  content: ContentClient;
  locale: string;
  region: {country: string; currency: string; location?: string | null};
  config: {
    CONTENT_REPORT_INVALID: boolean;
    PUBLIC_CONTENT_REPOSITORY: string;
    SESSION_SECRET: string;
  };
};

/** Issues go to the error reporter only when the flag is on. */
export function reportContent(
  context: ContentLoaderContext,
  what: string,
  issues: ContentIssue[],
) {
  return reportContentIssues(
    what,
    {ok: issues.length === 0, issues},
    {
      enabled: context.config.CONTENT_REPORT_INVALID,
      report: (message, list) =>
        context.errors.report(new Error(message), {
          service: 'content',
          issues: JSON.stringify(list),
        }),
    },
  );
}

/** Issues shown to editors in preview: only when the report-invalid-content flag is on, as in the log. */
function previewIssues(
  context: Pick<ContentLoaderContext, 'config'>,
  preview: boolean,
  issues: ContentIssue[],
) {
  return preview && context.config.CONTENT_REPORT_INVALID ? issues : [];
}

export function isContentPreview(
  request: Request,
  context: Pick<ContentLoaderContext, 'config'>,
) {
  return (
    previewRefFor(request, context.config.PUBLIC_CONTENT_REPOSITORY) !== null
  );
}

function logFailure(context: Reporting, what: string, error: unknown) {
  context.errors.report(error, {
    service: 'content',
    step: `${what} unavailable (${contentErrorKind(error)})`,
  });
}

export type SiteContentResult = {
  siteContent: SiteContent;
  preview: boolean;
  issues: ContentIssue[];
};

/**
 * Global settings as parsed for one locale, per published release of the repository.
 * A release's ref names content that never changes, so an isolate fetches, parses and
 * validates a locale's settings once per release instead of on every page (and tells
 * editors about its problems once). Previews are drafts that change under the same ref
 * and are always read afresh. Only parsed data is kept, nothing of a request.
 */
const settingsByRelease = recentMap<
  string,
  ReturnType<typeof parseGlobalSettings>
>(16);

async function releasedSettings(context: ContentLoaderContext, ref: string) {
  const key = `${context.config.PUBLIC_CONTENT_REPOSITORY} ${ref} ${context.locale}`;
  const kept = settingsByRelease.get(key);
  if (kept) return kept;
  const parsed = await readSettings(context);
  if (parsed) settingsByRelease.set(key, parsed);
  return parsed;
}

async function readSettings(context: ContentLoaderContext) {
  const doc = await getGlobalSettings(context.content, context.locale, {
    onError: (error) => logFailure(context, 'global settings', error),
  });
  if (!doc) return null;
  const parsed = parseGlobalSettings(doc, context.locale);
  reportContent(context, `global settings (${doc.lang})`, parsed.issues);
  return parsed;
}

/**
 * The shell's content. `collections` is the shop's own navigation, used when the
 * content service can't be read. Issues travel to the page only in preview.
 */
export async function loadSiteContent(
  context: ContentLoaderContext,
  request: Request,
  collections: () => Promise<{handle: string; title: string}[]>,
): Promise<SiteContentResult> {
  const preview = isContentPreview(request, context);
  const settings = preview
    ? await readSettings(context)
    : await context.content.getMasterRef().then(
        ({ref}) => releasedSettings(context, ref),
        (error: unknown) => {
          logFailure(context, 'global settings', error);
          return null;
        },
      );
  if (!settings)
    return {
      siteContent: defaultSiteContent(await collections(), {
        locale: context.locale,
      }),
      preview,
      issues: [],
    };
  const {currency, country, location} = context.region;
  return {
    siteContent: siteContentFor(settings.settings, {
      locale: context.locale,
      currency,
      country,
      location,
    }),
    preview,
    issues: previewIssues(context, preview, settings.issues),
  };
}

export type PageContent = {
  id: string;
  uid: string;
  lang: string;
  title: string | null;
  showTitle: boolean;
  slices: PageSlice[];
  competition: boolean;
  seo: {
    title: string | null;
    description: string | null;
    image: ImageData | null;
    canonical: string | null;
  };
};

export type PageContentResult = {
  page: PageContent;
  preview: boolean;
  issues: ContentIssue[];
};

/** A content page by uid in the site's language; null when there is none. Service failures throw. */
export async function loadPageContent(
  context: ContentLoaderContext,
  request: Request,
  uid: string,
): Promise<PageContentResult | null> {
  const preview = isContentPreview(request, context);
  const doc = await getPage(context.content, uid, context.locale);
  if (!doc) return null;
  const issues = [
    ...validatePage(doc).issues,
    ...missingAltIssues(doc.data, ['data']),
  ];
  reportContent(context, `page ${doc.uid} (${doc.lang})`, issues);
  const data = asRow(doc.data);
  const slices = pageSlices(doc, context.locale);
  const canonical = text(data.canonical_url);
  return {
    page: {
      id: doc.id,
      uid: doc.uid,
      lang: doc.lang,
      title: text(data.title),
      showTitle: !opensWithMainHeading(slices),
      slices,
      competition: hasCompetitionForm(doc),
      seo: {
        title: text(data.seo_title),
        description: text(data.seo_description),
        image: image(data.seo_image),
        canonical:
          canonical && /^https:\/\//.test(canonical) ? canonical : null,
      },
    },
    preview,
    issues: previewIssues(context, preview, issues),
  };
}

export {galleryRequests};

export type CollectionContentResult = CollectionContentData & {
  preview: boolean;
  issues: ContentIssue[];
  now: number;
};

async function isUnlocked(
  request: Request,
  context: ContentLoaderContext,
  handle: string,
  password: string,
) {
  const cookie = vipCookie(request, {
    handle,
    password,
    secret: context.config.SESSION_SECRET,
  });
  // Signed with the current password: a forged value, or one from before a change, reads as null.
  return (await cookie.parse(request.headers.get('Cookie'))) === handle;
}

/**
 * A collection's content for its listing page: description, and for VIP collections
 * the gate (locked until the password cookie matches). After the VIP window closes the
 * shopper is sent to the redirect collection (or the home page when none is set).
 * Never throws for content problems: a collection without content is just a listing.
 */
export async function loadCollectionContent(
  context: ContentLoaderContext,
  handle: string,
  request: Request,
): Promise<CollectionContentResult> {
  const preview = isContentPreview(request, context);
  const now = Date.now();
  const doc = await getCollectionDocument(
    context.content,
    handle,
    context.locale,
    {onError: (error) => logFailure(context, `collection ${handle}`, error)},
  );
  if (!doc)
    return {
      handle,
      description: null,
      hideTitle: false,
      vip: null,
      preview,
      issues: [],
      now,
    };
  const issues = missingAltIssues(doc.data, ['data']);
  reportContent(context, `collection ${doc.uid} (${doc.lang})`, issues);
  const settings = vipSettings(doc, context.locale);
  if (
    settings?.expiresAt !== null &&
    settings?.expiresAt !== undefined &&
    settings.expiresAt <= now
  ) {
    const own = localizePath(`/collections/${handle}`, context.locale);
    throw redirect(
      settings.redirect && settings.redirect !== own
        ? settings.redirect
        : localizePath('/', context.locale),
    );
  }
  const unlocked = settings
    ? await isUnlocked(request, context, handle, settings.password)
    : true;
  return {
    ...collectionContent(doc, {handle, locale: context.locale, unlocked}),
    preview,
    issues: previewIssues(context, preview, issues),
    now,
  };
}

export type VipUnlock =
  | {ok: true; cookie: string; redirectTo: string}
  | {ok: false; reason: 'wrong-password' | 'not-protected' | 'expired'};

/** Checks a typed password; on success, the Set-Cookie value that unlocks the collection. */
export async function unlockCollection(
  context: ContentLoaderContext,
  request: Request,
  {handle, password}: {handle: string; password: string},
): Promise<VipUnlock> {
  const doc = await getCollectionDocument(
    context.content,
    handle,
    context.locale,
    {onError: (error) => logFailure(context, `collection ${handle}`, error)},
  );
  const settings = doc ? vipSettings(doc, context.locale) : null;
  if (!settings) return {ok: false, reason: 'not-protected'};
  const now = Date.now();
  if (settings.expiresAt !== null && settings.expiresAt <= now)
    return {ok: false, reason: 'expired'};
  if (!(await isVipPassword(password, settings.password)))
    return {ok: false, reason: 'wrong-password'};
  const thirtyDays = 30 * 24 * 3600;
  const maxAge =
    settings.expiresAt === null
      ? thirtyDays
      : Math.max(
          1,
          Math.min(thirtyDays, Math.floor((settings.expiresAt - now) / 1000)),
        );
  const cookie = vipCookie(request, {
    handle,
    password: settings.password,
    secret: context.config.SESSION_SECRET,
    maxAge,
  });
  return {
    ok: true,
    cookie: await cookie.serialize(handle),
    redirectTo: localizePath(`/collections/${handle}`, context.locale),
  };
}
