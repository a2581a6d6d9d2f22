import type {HydrogenSession} from '@shopify/hydrogen';
import type {Session, SessionStorage} from 'react-router';
import {createSealedSessionStorage} from '~/lib/session-storage.server';
import {isSecureRequest} from '~/lib/cookies.server';

/** What code that keeps something in the session needs of it: AppSession, or a stand-in in tests. */
export type SessionLike = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  unset(key: string): void;
};

/**
 * The shopper's session: an encrypted, httpOnly cookie. It is the only place a customer
 * access token or a cart id is kept; nothing sensitive reaches client JavaScript.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;
  #storage: SessionStorage;
  #session: Session;

  constructor(storage: SessionStorage, session: Session) {
    this.#storage = storage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    const storage = createSealedSessionStorage({
      name: 'session',
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: isSecureRequest(request),
      secrets,
    });
    // A tampered or stale cookie starts a fresh session instead of failing the request.
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }
  get get() {
    return this.#session.get;
  }
  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }
  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }
  get set() {
    this.isPending = true;
    return this.#session.set;
  }
  destroy() {
    return this.#storage.destroySession(this.#session);
  }
  commit() {
    this.isPending = false;
    return this.#storage.commitSession(this.#session);
  }
}
