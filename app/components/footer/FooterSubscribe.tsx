import {Suspense} from 'react';
import {SubscribeForm} from '../content/deferred';

/** The newsletter sign-up: the site's offer (spec §9 signup text), the form, then the editors' small print. */
export function FooterSubscribe({signupText, topText, bottomText}: {signupText: string; topText: string | null; bottomText: string | null}) {
  return (
    <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
      <h2 id="footer-subscribe-title" className="footer-subscribe__title">
        {signupText}
      </h2>
      {topText && topText !== signupText ? <p>{topText}</p> : null}
      <Suspense fallback={null}>
        <SubscribeForm />
      </Suspense>
      {bottomText ? <p className="footer-subscribe__small">{bottomText}</p> : null}
    </section>
  );
}
