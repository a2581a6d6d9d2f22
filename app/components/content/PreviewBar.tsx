import {useLocation} from 'react-router';
import {localizePath} from '~/lib/sites';
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
    <div className="preview-bar" role="region" aria-label="Preview">
      <p>
        <strong>Preview mode.</strong> You are seeing unpublished content.
      </p>
      <a href={exit} className="preview-bar__exit">
        Exit preview
      </a>
    </div>
  );
}

type Issue = {path: string; message: string};

/** What is wrong with the content, for editors in preview only; shoppers never see it. */
export function ContentNotice({title, issues}: {title: string; issues: Issue[] | undefined}) {
  if (!issues?.length) return null;
  return (
    <aside className="content-notice" aria-label={title}>
      <p className="content-notice__title">
        {title}: {issues.length} {issues.length === 1 ? 'problem' : 'problems'} to fix
      </p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>
            {issue.message}
            {issue.path ? <code>{issue.path}</code> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
