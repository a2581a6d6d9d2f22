import {useShell} from '~/components/shell';
import {LocaleLink} from '~/components/LocaleLink';
import {button} from '~/components/ui/button';

export const HOSTED_SIGN_IN_TEXT = {
  noPassword:
    'Your account doesn’t use a password. Each time you sign in, we email you a one-time code.',
  continue: 'Continue to sign in',
} as const;

/** True when shoppers sign in on Shopify's hosted page (ACCOUNT_SYSTEM=customer-account-api). */
export function useHostedSignIn() {
  return Boolean(useShell()?.hostedSignIn);
}

/** Password pages with hosted sign-in: there is no password, so they explain and lead to sign-in. */
export function HostedSignInNotice({signedIn = false}: {signedIn?: boolean}) {
  return (
    <div className="flex flex-col gap-4">
      <p>{HOSTED_SIGN_IN_TEXT.noPassword}</p>
      {signedIn ? null : (
        <p>
          <LocaleLink
            to="/account/login"
            className={button({variant: 'primary'})}
            prefetch="none"
            reloadDocument
          >
            {HOSTED_SIGN_IN_TEXT.continue}
          </LocaleLink>
        </p>
      )}
    </div>
  );
}
