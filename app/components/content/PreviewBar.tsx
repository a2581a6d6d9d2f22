import {useLocation} from 'react-router';
import {localizePath} from '~/lib/locale-paths';
import {useLocale} from '~/components/LocaleLink';

/**
 * Shown to editors while they preview unpublished content. A plain link leaves
 * preview, so it works before the page has hydrated.
 */
export function PreviewBar() {
  const locale = useLocale();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const exit = `${localizePath('/api/exit-preview', locale)}?redirect=${encodeURIComponent(back)}`;
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-preview px-4 py-2 text-sm text-white"
      role="region"
      aria-label="Preview"
    >
      <p>
        <strong>Preview mode.</strong> You are seeing unpublished content.
      </p>
      <a href={exit} className="font-bold text-white">
        Exit preview
      </a>
    </div>
  );
}

type Issue = {path: string; message: string};

/** What is wrong with the content, for editors in preview only; shoppers never see it. */
export function ContentNotice({
  title,
  issues,
}: {
  title: string;
  issues: Issue[] | undefined;
}) {
  if (!issues?.length) return null;
  return (
    <aside
      className="mx-auto my-3 max-w-[1440px] border-2 border-notice-line bg-notice px-4 py-3 text-sm text-notice-ink"
      aria-label={title}
    >
      <p className="mb-1 font-bold">
        {title}: {issues.length} {issues.length === 1 ? 'problem' : 'problems'}{' '}
        to fix
      </p>
      <ul className="pl-5">
        {issues.map((issue, index) => (
          <li key={index}>
            {issue.message}
            {issue.path ? (
              <code className="ml-2 text-xs">{issue.path}</code>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
