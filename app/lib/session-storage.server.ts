import {
  createCookie,
  createSession,
  type CookieOptions,
  type SessionData,
  type SessionStorage,
} from 'react-router';

/**
 * A cookie session whose payload is sealed with AES-GCM (Web Crypto), keyed from the
 * session secret: a signed-only cookie is plain base64, so anyone holding the browser's
 * cookies could read the customer's access token. Older secrets still open cookies, so
 * rotating SESSION_SECRET keeps shoppers signed in. A cookie that does not open (tampered,
 * another secret, or the old signed-only format) is an empty session: signed out, never an error.
 */
export function createSealedSessionStorage({
  name,
  secrets,
  ...options
}: CookieOptions & {name: string; secrets: string[]}): SessionStorage {
  // GCM authenticates the payload, so the cookie itself needs no second signature.
  const cookie = createCookie(name, options);
  const keys = () => secrets.map(keyFor);

  return {
    async getSession(cookieHeader, parseOptions) {
      const sealed: unknown = cookieHeader
        ? await cookie.parse(cookieHeader, parseOptions)
        : null;
      return createSession(
        typeof sealed === 'string' ? ((await open(sealed, keys())) ?? {}) : {},
      );
    },
    async commitSession(session, serializeOptions) {
      const serialized = await cookie.serialize(
        await seal(session.data, keyFor(secrets[0])),
        serializeOptions,
      );
      if (serialized.length > 4096)
        throw new Error(
          `Session cookie would exceed the browser maximum: ${serialized.length} bytes`,
        );
      return serialized;
    },
    destroySession(_session, serializeOptions) {
      return cookie.serialize('', {
        ...serializeOptions,
        maxAge: undefined,
        expires: new Date(0),
      });
    },
  };
}

const encoder = new TextEncoder();
const IV_BYTES = 12;

/**
 * Each secret's key is derived once per isolate, when a request first needs it (a request
 * without a session cookie needs none). Only the finished key is kept: a CryptoKey is data,
 * not I/O, so another request may use it; the derivation's promise stays with its request.
 */
const derivedKeys = new Map<string, CryptoKey>();
async function keyFor(secret: string) {
  const known = derivedKeys.get(secret);
  if (known) return known;
  const key = await deriveKey(secret);
  derivedKeys.set(secret, key);
  return key;
}

async function deriveKey(secret: string) {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    'HKDF',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('session-cookie'),
      info: encoder.encode('AES-GCM session payload v1'),
    },
    material,
    {name: 'AES-GCM', length: 256},
    false,
    ['encrypt', 'decrypt'],
  );
}

async function seal(data: unknown, key: Promise<CryptoKey>) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt(
      {name: 'AES-GCM', iv},
      await key,
      encoder.encode(JSON.stringify(data)),
    ),
  );
  const bytes = new Uint8Array(IV_BYTES + cipher.length);
  bytes.set(iv);
  bytes.set(cipher, IV_BYTES);
  return toBase64Url(bytes);
}

async function open(
  sealed: string,
  keys: Promise<CryptoKey>[],
): Promise<Partial<SessionData> | null> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length <= IV_BYTES) return null;
  for (const key of keys) {
    try {
      const plain = await crypto.subtle.decrypt(
        {name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES)},
        await key,
        bytes.slice(IV_BYTES),
      );
      const data: unknown = JSON.parse(new TextDecoder().decode(plain));
      return data && typeof data === 'object' && !Array.isArray(data)
        ? (data as Partial<SessionData>)
        : null;
    } catch {
      // Not sealed with this secret: try the next one.
    }
  }
  return null;
}

function toBase64Url(bytes: Uint8Array) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string) {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
