/**
 * Sign-in, registration and newsletter sign-up succeed on the server, usually followed by
 * a redirect; their analytics events ride in the session until the next page's root
 * data hands them to the browser once.
 */
import type {StoreEvent} from './events';

export type ServerEvent = Extract<
  StoreEvent,
  {name: 'sign_up' | 'login' | 'email_signup'}
>;

const KEY = 'analyticsEvents';
const LIMIT = 5;

import type {SessionLike} from '~/lib/session.server';

export function queueAnalyticsEvent(session: SessionLike, event: ServerEvent) {
  const queued = readQueue(session);
  session.set(KEY, [...queued, event].slice(-LIMIT));
}

export function takeAnalyticsEvents(session: SessionLike): ServerEvent[] {
  const queued = readQueue(session);
  if (queued.length) session.unset(KEY);
  return queued;
}

function readQueue(session: SessionLike): ServerEvent[] {
  const value: unknown = session.get(KEY);
  return Array.isArray(value) ? (value as ServerEvent[]) : [];
}
