import {Outlet} from 'react-router';
import {PRIVATE_CACHE_CONTROL} from '~/lib/customer/session.server';

/**
 * Every /account page: answers are about one shopper (or their sign-in form), so no
 * shared cache may keep them. Child routes inherit these headers.
 */
export const headers = () => ({'Cache-Control': PRIVATE_CACHE_CONTROL});

export default function AccountLayout() {
  return <Outlet />;
}
