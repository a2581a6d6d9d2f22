/**
 * The sandbox's ID token signing key (RS256, made with jose when first needed; a new one
 * each run, published at the JWKS address).
 */
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  jwtVerify,
  type CryptoKey,
  type JWK,
} from 'jose';

const KEY_ID = 'sandbox-1';
let keys: Promise<{privateKey: CryptoKey; publicKey: CryptoKey}> | undefined;

function signingKeys() {
  keys ??= generateKeyPair('RS256', {extractable: true});
  return keys;
}

export async function publicJwks(): Promise<{keys: JWK[]}> {
  const {publicKey} = await signingKeys();
  return {
    keys: [
      {...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig'},
    ],
  };
}

export async function signIdToken(
  claims: Record<string, unknown>,
  {
    issuer,
    audience,
    subject,
  }: {issuer: string; audience: string; subject: string},
) {
  const {privateKey} = await signingKeys();
  return new SignJWT(claims)
    .setProtectedHeader({alg: 'RS256', kid: KEY_ID, typ: 'JWT'})
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

/** The claims of an ID token this sandbox signed (expired ones too: logout hints may be old). */
export async function readIdToken(token: string, issuer: string) {
  const {publicKey} = await signingKeys();
  const {payload} = await jwtVerify(token, publicKey, {
    issuer,
    currentDate: new Date(0),
  });
  return payload;
}
