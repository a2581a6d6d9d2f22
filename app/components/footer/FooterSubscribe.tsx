import {SubscribeForm} from '../content/deferred';

/** The newsletter sign-up: the site's offer (spec §9 signup text), the form, then the editors' small print. */
export function FooterSubscribe({
  signupText,
  topText,
  bottomText,
}: {
  signupText: string;
  topText: string | null;
  bottomText: string | null;
}) {
  return (
    <section
      className="footer-subscribe"
      aria-labelledby="footer-subscribe-title"
    >
      <h2 id="footer-subscribe-title" className="m-0 mb-3 text-lg font-bold">
        {signupText}
      </h2>
      {topText && topText !== signupText ? (
        <p className="mb-3">{topText}</p>
      ) : null}
      <SubscribeForm />
      {bottomText ? (
        <p className="mt-2 text-xs text-muted">{bottomText}</p>
      ) : null}
    </section>
  );
}
