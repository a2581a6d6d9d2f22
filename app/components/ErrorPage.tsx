import {LocaleLink} from './LocaleLink';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';

// Links inside a sentence: the underline is what tells them from the words around them.
const IN_TEXT_LINK = 'underline underline-offset-3';

const COPY: Record<number, {title: string; body: string}> = {
  404: {
    title: 'Page not found',
    body: 'We couldn’t find the page you were looking for. It may have moved, or the link may be out of date.',
  },
  400: {
    title: 'Something in that request wasn’t right',
    body: 'Please check the address or the form and try again.',
  },
};

/** The page's <title> for an error status ("Page not found"). */
export function errorTitle(status: number) {
  return (COPY[status] ?? {title: 'Something went wrong'}).title;
}

/** What shoppers see when a page fails: plain words and a way on, never a stack trace. */
export function ErrorPage({status}: {status: number}) {
  const copy = COPY[status] ?? {
    title: 'Something went wrong',
    body: 'We couldn’t load this page just now. Please try again in a moment.',
  };
  return (
    <section
      className={pageSection({className: 'error-page'})}
      aria-labelledby="error-title"
    >
      <p className="text-xs tracking-[0.1em] text-muted uppercase">
        Error {status}
      </p>
      <PageTitle id="error-title">{copy.title}</PageTitle>
      <p>{copy.body}</p>
      <p>
        <LocaleLink to="/" className={IN_TEXT_LINK}>
          Continue shopping
        </LocaleLink>{' '}
        or{' '}
        <LocaleLink to="/search" className={IN_TEXT_LINK}>
          search the store
        </LocaleLink>
        .
      </p>
    </section>
  );
}
