/**
 * The address book in hosted mode. Same page data and the same replies as the legacy
 * book (the form, its rules and its messages are shared); only the calls differ: the
 * Customer Account API sets the default within create and update, names the phone
 * `phoneNumber`, the country `territoryCode` and the state `zoneCode`.
 */
import {parseWithZod} from '@conform-to/zod/v4';
import {data, redirect} from 'react-router';
import type {CustomerAccountAddressFragment} from 'customer-accountapi.generated';
import type {AddressFieldsFragment} from 'storefrontapi.generated';
import {
  CA_ADDRESSES_QUERY,
  CA_ADDRESS_CREATE_MUTATION,
  CA_ADDRESS_DELETE_MUTATION,
  CA_ADDRESS_UPDATE_MUTATION,
} from '~/graphql/customer-account';
import {AccountSignedOut, customerAccountQuery} from './api.server';
import {asSignedIn, type HostedContext} from './account.server';
import {addressSchemaFor, type AddressForm} from '~/lib/forms/address';
import {
  ADDRESS_FIELDS,
  addressKey,
  MAX_ADDRESSES,
  readNotice,
  saveNotice,
  type Notice,
} from '~/lib/customer/addresses';
import {
  CUSTOMER_MESSAGES,
  formErrorsFrom,
  type CustomerUserError,
} from '~/lib/customer/messages';
import {formText, readForm} from '~/lib/customer/form.server';
import {localizePath} from '~/lib/locale-paths';
import {shippingCountryOptions} from '~/lib/sites';

type BookContext = HostedContext & {site: {defaultCountry: string}};

const API_NAMES = {
  phoneNumber: 'phone',
  territoryCode: 'country',
  zoneCode: 'province',
};
const NOT_FOUND = 'ADDRESS_ID_DOES_NOT_EXIST';

/** The legacy page's address shape, so the page renders both the same way. */
function bookEntry(
  address: CustomerAccountAddressFragment,
  defaultId: string | null,
): AddressFieldsFragment & {key: string; isDefault: boolean} {
  return {
    id: address.id,
    name: address.name ?? null,
    firstName: address.firstName ?? null,
    lastName: address.lastName ?? null,
    phone: address.phoneNumber ?? null,
    company: address.company ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    city: address.city ?? null,
    province: address.zoneCode ?? address.province ?? null,
    zip: address.zip ?? null,
    country: address.country ?? null,
    countryCodeV2: address.territoryCode ?? null,
    formatted: address.formatted,
    key: addressKey(address.id),
    isDefault: address.id === defaultId,
  };
}

export function loadHostedAddressBook(context: BookContext, request: Request) {
  return asSignedIn(context, request, async () => {
    const {customer} = await customerAccountQuery(
      context,
      request,
      CA_ADDRESSES_QUERY,
    );
    const defaultId = customer.defaultAddress?.id ?? null;
    const book = [
      ...(customer.defaultAddress ? [customer.defaultAddress] : []),
      ...customer.addresses.nodes.filter((address) => address.id !== defaultId),
    ].map((address) => bookEntry(address, defaultId));
    const search = new URL(request.url).searchParams;
    return {
      addresses: book,
      editing:
        book.find((address) => address.key === search.get('edit'))?.key ?? null,
      deleting:
        book.find((address) => address.key === search.get('delete'))?.key ??
        null,
      locale: context.locale,
      countries: shippingCountryOptions(context.locale),
      defaultCountry: context.site.defaultCountry,
      notice: readNotice(context.session),
    };
  });
}

function apiAddress({defaultAddress: _default, ...fields}: AddressForm) {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    phoneNumber: fields.phone,
    company: fields.company ?? '',
    address1: fields.address1,
    address2: fields.address2 ?? '',
    city: fields.city,
    zoneCode: fields.province,
    zip: fields.zip,
    territoryCode: fields.country,
  };
}

function backToBook(context: BookContext, notice: Notice) {
  saveNotice(context.session, notice);
  return redirect(localizePath('/account/addresses', context.locale));
}

const errorsOf = (errors: readonly CustomerUserError[]) =>
  errors.some((error) => error.code === NOT_FOUND)
    ? {formErrors: [CUSTOMER_MESSAGES.addressNotFound], fieldErrors: {}}
    : formErrorsFrom(errors, ADDRESS_FIELDS, API_NAMES);

export function hostedAddressAction(context: BookContext, request: Request) {
  return asSignedIn(context, request, async () => {
    const form = await readForm(request);
    const intent = formText(form, 'intent');
    // Ids come from the form but prove nothing: the API finds them only in this shopper's book.
    const id = formText(form, 'id')?.slice(0, 200) ?? '';
    try {
      if (intent === 'create' || intent === 'update') {
        const formId =
          intent === 'create'
            ? 'address-new'
            : `address-edit-${addressKey(id)}`;
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
        if (intent === 'create') {
          // The book shows the first 10 (plus the default): an 11th could never be seen or deleted.
          const {customer} = await customerAccountQuery(
            context,
            request,
            CA_ADDRESSES_QUERY,
          );
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
        }
        const address = apiAddress(submission.value);
        // Only ever promote: the API refuses to demote the default address.
        const defaultAddress = submission.value.defaultAddress ? true : null;
        const payload =
          intent === 'create'
            ? (
                await customerAccountQuery(
                  context,
                  request,
                  CA_ADDRESS_CREATE_MUTATION,
                  {address, defaultAddress: Boolean(defaultAddress)},
                )
              ).customerAddressCreate
            : (
                await customerAccountQuery(
                  context,
                  request,
                  CA_ADDRESS_UPDATE_MUTATION,
                  {addressId: id, address, defaultAddress},
                )
              ).customerAddressUpdate;
        const errors = payload?.userErrors ?? [];
        if (errors.length || !payload?.customerAddress) {
          const reply = errors.length
            ? errorsOf(errors)
            : {
                formErrors: [CUSTOMER_MESSAGES.serviceUnavailable],
                fieldErrors: {},
              };
          if (reply.formErrors.includes(CUSTOMER_MESSAGES.addressNotFound)) {
            return data(
              {formId, error: CUSTOMER_MESSAGES.addressNotFound},
              {status: 400},
            );
          }
          return data({formId, result: submission.reply(reply)}, {status: 400});
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
        const errors =
          intent === 'delete'
            ? ((
                await customerAccountQuery(
                  context,
                  request,
                  CA_ADDRESS_DELETE_MUTATION,
                  {addressId: id},
                )
              ).customerAddressDelete?.userErrors ?? [])
            : ((
                await customerAccountQuery(
                  context,
                  request,
                  CA_ADDRESS_UPDATE_MUTATION,
                  {addressId: id, defaultAddress: true},
                )
              ).customerAddressUpdate?.userErrors ?? []);
        if (errors.length) {
          const reply = errorsOf(errors);
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
      if (error instanceof Response || error instanceof AccountSignedOut)
        throw error;
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
  });
}
