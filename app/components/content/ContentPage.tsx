import type {PageContent} from '~/lib/content/loaders.server';
import type {ContentIssue} from '~/lib/content/validate';
import {ContentSlices} from './ContentSlices';
import {CompetitionForm, ContentNotice} from './deferred';
import type {SliceContext} from './slices';

type Props = {
  page: PageContent;
  issues: ContentIssue[];
  context: SliceContext;
  countries: {code: string; name: string}[];
  /** The home page names the shop in its hidden main heading instead of a visible title. */
  heading?: {text: string; hidden: boolean};
};

/** A content page: its title (unless the editor opened with one), its slices and any form it carries. */
export function ContentPage({
  page,
  issues,
  context,
  countries,
  heading,
}: Props) {
  const title = heading?.text ?? page.title ?? page.uid.replace(/-/g, ' ');
  const showTitle = heading ? true : page.showTitle;
  return (
    <article
      className={`mx-auto max-w-[1440px] ${heading ? '' : 'pt-6'}`}
      data-page={page.uid}
    >
      {issues.length ? (
        <ContentNotice title="Page content" issues={issues} />
      ) : null}
      {showTitle ? (
        <h1
          className={
            heading?.hidden
              ? 'sr-only'
              : 'm-0 mb-6 px-4 text-4xl leading-tight font-bold'
          }
        >
          {title}
        </h1>
      ) : null}
      <ContentSlices slices={page.slices} context={context} />
      {page.competition ? (
        <CompetitionForm action={context.formAction} countries={countries} />
      ) : null}
    </article>
  );
}
