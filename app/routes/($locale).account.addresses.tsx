import {parseWithZod} from '@conform-to/zod/v4';
import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router';
import type {Route} from './+types/($locale).account.addresses';
import {addressSchemaFor} from '~/lib/forms/address';
import {
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
} from '~/graphql/customer';
import {
  CUSTOMER_MESSAGES,
  formErrorsFrom,
  isTokenRejected,
  type CustomerUserError,
} from '~/lib/customer/messages';
import {requireCustomerToken, signedOut} from '~/lib/customer/session.server';
import {formText, readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {
  ADDRESS_FIELDS,
  addressKey,
  MAX_ADDRESSES,
  readNotice,
  saveNotice,
  type Notice,
} from '~/lib/customer/addresses';
import {localizePath} from '~/lib/locale-paths';
import {shippingCountryOptions} from '~/lib/sites';
import {AccountPage} from '~/components/account/AccountPage';
import {AddressForm} from '~/components/account/AddressForm';
import {
  EMPTY,
  FormErrors,
  FormNotice,
  SubmitButton,
  useSubmitting,
} from '~/components/account/FormParts';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {
  hostedAddressAction,
  loadHostedAddressBook,
} from '~/lib/customer-account/addresses.server';
import {button} from '~/components/ui/button';

export const meta = () => [
  {title: 'Your addresses'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  if (usesHostedSignIn(context)) return loadHostedAddressBook(context, request);
  const customerAccessToken = requireCustomerToken(context, request);
  const {storefront, session, locale, site} = context;
  const {customer} = await storefrontResult(
    storefront.query(CUSTOMER_ADDRESSES_QUERY, {
      variables: {customerAccessToken},
      cache: storefront.CacheNone(),
    }),
  );
  if (!customer) throw signedOut(context, request);

  const defaultId = customer.defaultAddress?.id ?? null;
  const book = [
    ...(customer.defaultAddress ? [customer.defaultAddress] : []),
    ...customer.addresses.nodes.filter((address) => address.id !== defaultId),
  ].map((address) => ({
    ...address,
    key: addressKey(address.id),
    isDefault: address.id === defaultId,
  }));

  const search = new URL(request.url).searchParams;
  const editing =
    book.find((address) => address.key === search.get('edit'))?.key ?? null;
  const deleting =
    book.find((address) => address.key === search.get('delete'))?.key ?? null;
  return {
    addresses: book,
    editing,
    deleting,
    locale,
    countries: shippingCountryOptions(locale),
    defaultCountry: site.defaultCountry,
    notice: readNotice(session),
  };
}

type ActionContext = Route.ActionArgs['context'];

/** The address book's own errors: a missing address is "not found", a dead token signs out. */
function addressErrors(
  context: ActionContext,
  request: Request,
  errors: readonly CustomerUserError[],
) {
  if (isTokenRejected(errors)) throw signedOut(context, request);
  if (errors.some((error) => error.code === 'NOT_FOUND'))
    return {formErrors: [CUSTOMER_MESSAGES.addressNotFound], fieldErrors: {}};
  return formErrorsFrom(errors, ADDRESS_FIELDS);
}

function backToBook(context: ActionContext, notice: Notice) {
  saveNotice(context.session, notice);
  return redirect(localizePath('/account/addresses', context.locale));
}

async function setDefault(
  context: ActionContext,
  customerAccessToken: string,
  addressId: string,
) {
  const {customerDefaultAddressUpdate} = await storefrontResult(
    context.storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken, addressId},
    }),
  );
  return customerDefaultAddressUpdate?.customerUserErrors ?? [];
}

export async function action({request, context}: Route.ActionArgs) {
  if (usesHostedSignIn(context)) return hostedAddressAction(context, request);
  const customerAccessToken = requireCustomerToken(context, request);
  const form = await readForm(request);
  const intent = formText(form, 'intent');
  // Ids come from the form but prove nothing: the API finds them only in this token's address book.
  const id = formText(form, 'id')?.slice(0, 200) ?? '';
  const {storefront} = context;

  try {
    if (intent === 'create' || intent === 'update') {
      const formId =
        intent === 'create' ? 'address-new' : `address-edit-${addressKey(id)}`;
      const submission = parseWithZod(form, {
        schema: addressSchemaFor(context.locale),
      });
      if (submission.status !== 'success')
        return data({formId, result: submission.reply()}, {status: 400});
      if (intent === 'update' && !id) {
        return data(
          {
            formId,
            result: submission.reply({
              formErrors: [CUSTOMER_MESSAGES.addressNotFound],
            }),
          },
          {status: 400},
        );
      }
      const {defaultAddress, ...fields} = submission.value;
      const address = {
        ...fields,
        company: fields.company ?? '',
        address2: fields.address2 ?? '',
      };

      let savedId: string | undefined;
      let errors: readonly CustomerUserError[];
      if (intent === 'create') {
        // The book shows the first 10 (plus the default): an 11th could never be seen or deleted.
        const {customer} = await storefrontResult(
          storefront.query(CUSTOMER_ADDRESSES_QUERY, {
            variables: {customerAccessToken},
            cache: storefront.CacheNone(),
          }),
        );
        if (!customer) throw signedOut(context, request);
        if (customer.addresses.nodes.length >= MAX_ADDRESSES) {
          return data(
            {
              formId,
              result: submission.reply({
                formErrors: [CUSTOMER_MESSAGES.addressLimit],
              }),
            },
            {status: 400},
          );
        }
        const {customerAddressCreate} = await storefrontResult(
          storefront.mutate(CUSTOMER_ADDRESS_CREATE_MUTATION, {
            variables: {customerAccessToken, address},
          }),
        );
        savedId = customerAddressCreate?.customerAddress?.id;
        errors = customerAddressCreate?.customerUserErrors ?? [];
      } else {
        const {customerAddressUpdate} = await storefrontResult(
          storefront.mutate(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
            variables: {customerAccessToken, id, address},
          }),
        );
        savedId = customerAddressUpdate?.customerAddress?.id;
        errors = customerAddressUpdate?.customerUserErrors ?? [];
      }
      if (errors.length || !savedId) {
        const reply: {
          formErrors?: string[];
          fieldErrors?: Record<string, string[]>;
        } = errors.length
          ? addressErrors(context, request, errors)
          : {formErrors: [CUSTOMER_MESSAGES.serviceUnavailable]};
        // An address that is not in this book has no form on the page to show the message in.
        if (reply.formErrors?.includes(CUSTOMER_MESSAGES.addressNotFound)) {
          return data(
            {formId, error: CUSTOMER_MESSAGES.addressNotFound},
            {status: 400},
          );
        }
        return data({formId, result: submission.reply(reply)}, {status: 400});
      }
      if (defaultAddress) {
        const defaultErrors = await setDefault(
          context,
          customerAccessToken,
          savedId,
        );
        if (defaultErrors.length)
          addressErrors(context, request, defaultErrors);
      }
      return backToBook(context, {
        tone: 'positive',
        message: CUSTOMER_MESSAGES.addressSaved,
      });
    }

    if (intent === 'delete' || intent === 'default') {
      if (!id)
        return data(
          {formId: intent, error: CUSTOMER_MESSAGES.addressNotFound},
          {status: 400},
        );
      let errors: readonly CustomerUserError[];
      if (intent === 'delete') {
        const {customerAddressDelete} = await storefrontResult(
          storefront.mutate(CUSTOMER_ADDRESS_DELETE_MUTATION, {
            variables: {customerAccessToken, id},
          }),
        );
        errors = customerAddressDelete?.customerUserErrors ?? [];
      } else {
        errors = await setDefault(context, customerAccessToken, id);
      }
      if (errors.length) {
        const reply = addressErrors(context, request, errors);
        return data(
          {
            formId: intent,
            error:
              reply.formErrors[0] ??
              Object.values(reply.fieldErrors)[0]?.[0] ??
              null,
          },
          {status: 400},
        );
      }
      return backToBook(context, {
        tone: 'positive',
        message:
          intent === 'delete'
            ? CUSTOMER_MESSAGES.addressDeleted
            : CUSTOMER_MESSAGES.defaultAddressSet,
      });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    context.errors.report(error, {service: 'addresses', status: 503});
    return data(
      {
        formId: intent ?? 'unknown',
        error: CUSTOMER_MESSAGES.serviceUnavailable,
      },
      {status: 503},
    );
  }
  return data(
    {formId: 'unknown', error: 'Unknown address action.'},
    {status: 400},
  );
}

type Address = Route.ComponentProps['loaderData']['addresses'][number];

const CARD = 'border border-line p-4';
const CARD_ACTIONS = 'flex flex-wrap items-center gap-2';

function AddressCard({
  address,
  deleting,
  bookPath,
}: {
  address: Address;
  deleting: boolean;
  bookPath: string;
}) {
  const deletePending = useSubmitting('delete');
  const defaultPending = useSubmitting('default');
  // Names each card's buttons apart for screen readers ("Edit address for Ada Lovelace").
  const which = address.isDefault
    ? 'default address'
    : address.name
      ? `address for ${address.name}`
      : 'address';
  const label = which[0].toUpperCase() + which.slice(1);
  return (
    <li className={CARD} aria-label={label}>
      {address.isDefault ? (
        <p className="m-0 mb-2 text-xs font-bold tracking-[0.08em] uppercase">
          Default address
        </p>
      ) : null}
      <address className="mb-4 not-italic [&_span]:block">
        {address.name ? <span>{address.name}</span> : null}
        {address.formatted.map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
        {address.phone ? <span>{address.phone}</span> : null}
      </address>
      {deleting ? (
        <div
          className={`${CARD_ACTIONS} [&_p]:m-0 [&_p]:basis-full [&_p]:font-bold`}
          role="group"
          aria-labelledby={`confirm-${address.key}`}
        >
          <p id={`confirm-${address.key}`}>
            Delete this address? This can’t be undone.
          </p>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={address.id} />
            <SubmitButton
              pending={deletePending}
              pendingLabel="Deleting…"
              className={button({variant: 'danger'})}
            >
              Delete address
            </SubmitButton>
          </Form>
          <Link to={bookPath} className={button()} preventScrollReset>
            Keep address
          </Link>
        </div>
      ) : (
        <div className={CARD_ACTIONS}>
          <Link
            to={`?edit=${address.key}`}
            className={button()}
            preventScrollReset
          >
            Edit<span className="sr-only"> {which}</span>
          </Link>
          <Link
            to={`?delete=${address.key}`}
            className={button()}
            preventScrollReset
          >
            Delete<span className="sr-only"> {which}</span>
          </Link>
          {address.isDefault ? null : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="default" />
              <input type="hidden" name="id" value={address.id} />
              <SubmitButton
                pending={defaultPending}
                pendingLabel="Saving…"
                className={button()}
              >
                Set as default<span className="sr-only"> {which}</span>
              </SubmitButton>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}

export default function AddressesRoute() {
  const {
    addresses,
    editing,
    deleting,
    locale,
    countries,
    defaultCountry,
    notice,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (formId: string) =>
    actionData && 'result' in actionData && actionData.formId === formId
      ? actionData.result
      : null;
  const actionError =
    actionData && 'error' in actionData ? actionData.error : null;
  const edited = addresses.find((address) => address.key === editing);
  const bookPath = localizePath('/account/addresses', locale);

  return (
    <AccountPage title="Your addresses">
      <FormNotice
        message={notice?.tone === 'positive' ? notice.message : null}
      />
      <FormErrors errors={actionError ? [actionError] : undefined} />
      {addresses.length === 0 ? (
        <p className={EMPTY}>You haven’t saved any addresses yet.</p>
      ) : (
        <ul className="m-0 mb-8 grid list-none gap-4 p-0 md:grid-cols-2">
          {addresses.map((address) =>
            address.key === edited?.key ? (
              <li key={address.key} className={`${CARD} col-span-full`}>
                <AddressForm
                  formId={`address-edit-${address.key}`}
                  intent="update"
                  heading="Edit address"
                  locale={locale}
                  countries={countries}
                  values={{...address, country: address.countryCodeV2 ?? ''}}
                  addressId={address.id}
                  isDefault={address.isDefault}
                  lastResult={resultFor(`address-edit-${address.key}`)}
                  submitLabel="Save address"
                  cancelTo={bookPath}
                  focusOnMount
                />
              </li>
            ) : (
              <AddressCard
                key={address.key}
                address={address}
                deleting={address.key === deleting}
                bookPath={bookPath}
              />
            ),
          )}
        </ul>
      )}
      {edited ? null : (
        <AddressForm
          // A new key after each saved address: the form starts empty again, so a second press can't save a twin.
          key={`address-new:${addresses.map((address) => address.key).join()}`}
          formId="address-new"
          intent="create"
          heading="Add a new address"
          locale={locale}
          countries={countries}
          values={{country: defaultCountry}}
          isDefault={false}
          lastResult={resultFor('address-new')}
          submitLabel="Add address"
        />
      )}
    </AccountPage>
  );
}
