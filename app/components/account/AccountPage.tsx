import {Form} from 'react-router';
import {useShell} from '../shell';
import {LocaleNavLink, useLocalePath} from '../LocaleLink';
import {SubmitButton, useSubmitting} from './FormParts';
import {button} from '~/components/ui/button';
import {PageTitle} from '~/components/ui/PageTitle';
import {pageSection} from '~/components/ui/page';

/** From 992px the account menu's 14rem column and the gap-8 after it, beside each page. */
export const ACCOUNT_MENU_BESIDE = 224 + 32;

const SECTIONS = [
  {to: '/account/orders', label: 'Orders'},
  {to: '/account/wishlist', label: 'Wishlist', wishlist: true},
  {to: '/account/addresses', label: 'Addresses'},
  {to: '/account/details', label: 'Details'},
  {to: '/account/update-password', label: 'Change password', password: true},
];

/** The signed-in account area: its sections, sign-out, and the page itself. */
export function AccountPage({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  const root = useShell();
  const logoutPath = useLocalePath('/account/logout');
  const signingOut = useSubmitting('logout');
  // Hosted sign-in has no password to change.
  const sections = SECTIONS.filter(
    (section) =>
      (!section.wishlist || root?.wishlistEnabled) &&
      (!section.password || !root?.hostedSignIn),
  );
  return (
    <div
      className={pageSection({
        className:
          'grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start',
      })}
    >
      <nav aria-label="Your account">
        <ul className="m-0 mb-4 flex list-none flex-wrap gap-x-5 gap-y-1 p-0 lg:flex-col">
          {sections.map((section) => (
            <li key={section.to}>
              <LocaleNavLink
                to={section.to}
                end
                className="inline-block py-2.5 no-underline aria-[current=page]:font-bold aria-[current=page]:underline aria-[current=page]:underline-offset-[6px]"
              >
                {section.label}
              </LocaleNavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={logoutPath}>
          <input type="hidden" name="intent" value="logout" />
          <SubmitButton
            pending={signingOut}
            pendingLabel="Signing out…"
            className={button()}
          >
            Sign out
          </SubmitButton>
        </Form>
      </nav>
      <section aria-labelledby="account-title">
        <PageTitle id="account-title">{title}</PageTitle>
        {children}
      </section>
    </div>
  );
}

/** Signed-out account screens (sign in, register, recovery): a narrow single column. */
export function AccountFormPage({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className={pageSection({width: 'max-w-[30rem]'})}
      aria-labelledby="account-title"
    >
      <PageTitle id="account-title">{title}</PageTitle>
      {children}
    </section>
  );
}
