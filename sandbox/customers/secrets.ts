/**
 * Passwords (scrypt with a per-customer salt) and opaque tokens (random, stored as digests).
 */
import {createHash, randomBytes, scrypt, timingSafeEqual} from 'node:crypto';

const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16).toString('hex');
  return {salt, hash: (await derive(password, salt)).toString('hex')};
}

export async function passwordMatches(
  password: string,
  salt: string,
  hash: string,
) {
  const expected = Buffer.from(hash, 'hex');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const newToken = (bytes = 16) => randomBytes(bytes).toString('hex');

export const digest = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
