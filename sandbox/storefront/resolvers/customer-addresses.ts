/**
 * Storefront API address book mutations. Every one first resolves the access token to a
 * customer and then only touches that customer's addresses.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {
  addressNotFound,
  addressObject,
  checkAddress,
  createAddress,
  deleteAddress,
  ownedAddress,
  parseAddressId,
  updateAddress,
} from '../../customers/addresses.ts';
import {customerIdForToken} from '../../customers/tokens.ts';
import {customerObject} from '../../customers/view.ts';
import {transaction} from '../../db.ts';
import {customerPayload, invalidAccessToken} from './customer.ts';

registerResolvers({
  Mutation: {
    customerAddressCreate(
      _,
      {customerAccessToken, address},
      {db}: StorefrontContext,
    ) {
      const id = customerIdForToken(db, customerAccessToken);
      if (id === undefined)
        return customerPayload([invalidAccessToken()], {customerAddress: null});
      const errors = checkAddress(address);
      if (errors.length)
        return customerPayload(errors, {customerAddress: null});
      return customerPayload([], {
        customerAddress: addressObject(
          transaction(db, () => createAddress(db, id, address)),
        ),
      });
    },
    customerAddressUpdate(
      _,
      {customerAccessToken, id, address},
      {db}: StorefrontContext,
    ) {
      const customerId = customerIdForToken(db, customerAccessToken);
      if (customerId === undefined)
        return customerPayload([invalidAccessToken()], {customerAddress: null});
      const row = ownedAddress(db, customerId, parseAddressId(id));
      if (!row)
        return customerPayload([addressNotFound()], {customerAddress: null});
      const errors = checkAddress(address);
      if (errors.length)
        return customerPayload(errors, {customerAddress: null});
      return customerPayload([], {
        customerAddress: addressObject(updateAddress(db, row, address)),
      });
    },
    customerAddressDelete(
      _,
      {customerAccessToken, id},
      {db}: StorefrontContext,
    ) {
      const customerId = customerIdForToken(db, customerAccessToken);
      if (customerId === undefined)
        return customerPayload([invalidAccessToken()], {
          deletedCustomerAddressId: null,
        });
      const row = ownedAddress(db, customerId, parseAddressId(id));
      if (!row)
        return customerPayload([addressNotFound()], {
          deletedCustomerAddressId: null,
        });
      transaction(db, () => deleteAddress(db, row));
      return customerPayload([], {deletedCustomerAddressId: id});
    },
    customerDefaultAddressUpdate(
      _,
      {customerAccessToken, addressId},
      {db, origin}: StorefrontContext,
    ) {
      const customerId = customerIdForToken(db, customerAccessToken);
      if (customerId === undefined)
        return customerPayload([invalidAccessToken()], {customer: null});
      const row = ownedAddress(db, customerId, parseAddressId(addressId));
      if (!row)
        return customerPayload([addressNotFound('addressId')], {
          customer: null,
        });
      db.prepare(
        'UPDATE customers SET default_address_id = ?, updated_at = ? WHERE id = ?',
      ).run(row.id, new Date().toISOString(), customerId);
      return customerPayload([], {
        customer: customerObject(db, customerId, origin),
      });
    },
  },
});
