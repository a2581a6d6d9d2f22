import {describe, expect, it} from 'vitest';
import {
  authFromSession,
  customerReducer,
  initialCustomerState,
  isTokenExpired,
} from '~/lib/customer/auth';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const token = {accessToken: 'abc', expiresAt: '2026-07-01T00:00:00Z'};

describe('customer auth state', () => {
  it('starts not loaded with no token', () => {
    expect(initialCustomerState.auth).toEqual({
      loaded: false,
      accessToken: null,
      expiresAt: null,
    });
  });

  it('a token payload sets token and expiry and marks loaded', () => {
    const state = customerReducer(initialCustomerState, {
      type: 'auth/token',
      payload: token,
    });
    expect(state.auth).toEqual({
      loaded: true,
      accessToken: 'abc',
      expiresAt: '2026-07-01T00:00:00Z',
    });
  });

  it('a null payload marks loaded with no token', () => {
    const signedIn = customerReducer(initialCustomerState, {
      type: 'auth/token',
      payload: token,
    });
    expect(
      customerReducer(signedIn, {type: 'auth/token', payload: null}).auth,
    ).toEqual({loaded: true, accessToken: null, expiresAt: null});
  });

  it('customer-loaded fills in the profile and ignores unknown fields', () => {
    const state = customerReducer(initialCustomerState, {
      type: 'customer/loaded',
      customer: {
        firstName: 'Ada',
        email: 'ada@example.com',
        tags: ['vip'],
        ...({auth: 'nope'} as object),
      },
    });
    expect(state).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      tags: ['vip'],
    });
    expect(state.auth).toEqual(initialCustomerState.auth);
  });

  it('logout resets the customer to empty but loaded', () => {
    let state = customerReducer(initialCustomerState, {
      type: 'auth/token',
      payload: token,
    });
    state = customerReducer(state, {
      type: 'customer/loaded',
      customer: {firstName: 'Ada', orders: [{id: 1}]},
    });
    state = customerReducer(state, {type: 'auth/logout'});
    expect(state).toEqual({
      ...initialCustomerState,
      auth: {loaded: true, accessToken: null, expiresAt: null},
    });
  });
});

describe('token expiry', () => {
  it('treats a passed, missing or unreadable expiry as expired', () => {
    expect(isTokenExpired('2026-06-01T11:59:59Z', NOW)).toBe(true);
    expect(isTokenExpired('2026-06-01T12:00:00Z', NOW)).toBe(true);
    expect(isTokenExpired('2026-06-01T12:00:01Z', NOW)).toBe(false);
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('soon', NOW)).toBe(true);
  });

  it('reads a session with an expired token as signed out', () => {
    expect(
      authFromSession(
        {accessToken: 'abc', expiresAt: '2026-05-01T00:00:00Z'},
        NOW,
      ),
    ).toEqual({loaded: true, accessToken: null, expiresAt: null});
    expect(
      authFromSession(
        {accessToken: 'abc', expiresAt: '2026-07-01T00:00:00Z'},
        NOW,
      ),
    ).toEqual({
      loaded: true,
      accessToken: 'abc',
      expiresAt: '2026-07-01T00:00:00Z',
    });
    expect(
      authFromSession({accessToken: 42, expiresAt: '2026-07-01T00:00:00Z'}, NOW)
        .accessToken,
    ).toBeNull();
    expect(authFromSession({}, NOW).accessToken).toBeNull();
  });
});
