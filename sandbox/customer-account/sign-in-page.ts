/**
 * The hosted sign-in page: the shopper gives an e-mail, receives a one-time code in the
 * sandbox outbox, types it (with a name when the account is new) and is sent back to
 * the storefront with an authorization code. Every step re-checks the authorization
 * request, which travels in hidden fields.
 */
import type {Database} from '../db.ts';
import {escapeHtml, page} from '../outbox/html.ts';
import {sendMail} from '../outbox/outbox.ts';
import {hashPassword, newToken} from '../customers/secrets.ts';
import {isEmail} from '../customers/validation.ts';
import {
  issueAuthorizationCode,
  issueLoginCode,
  spendLoginCode,
} from './grants.ts';

export const SANDBOX_CLIENT_IDS = ['sandbox-customer-account-client'];
const PARAMS = [
  'client_id',
  'response_type',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'locale',
];

type AuthRequest = Record<(typeof PARAMS)[number], string>;

function readRequest(source: URLSearchParams | FormData): AuthRequest {
  return Object.fromEntries(
    PARAMS.map((name) => [name, String(source.get(name) ?? '')]),
  ) as AuthRequest;
}

function redirectUriProblem(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.hash
      ? null
      : 'redirect_uri must be an http(s) address';
  } catch {
    return 'redirect_uri is missing or not an address';
  }
}

/** Problems the shopper cannot be sent back with (unknown client or callback) are shown here. */
function check(request: AuthRequest): {page?: string; redirectError?: string} {
  if (!SANDBOX_CLIENT_IDS.includes(request.client_id))
    return {page: `Unknown client_id “${request.client_id}”.`};
  const uriProblem = redirectUriProblem(request.redirect_uri);
  if (uriProblem) return {page: uriProblem};
  if (request.response_type !== 'code')
    return {redirectError: 'unsupported_response_type'};
  if (!request.scope.split(' ').includes('openid'))
    return {redirectError: 'invalid_scope'};
  if (
    !request.state ||
    !request.code_challenge ||
    request.code_challenge_method !== 'S256'
  )
    return {redirectError: 'invalid_request'};
  return {};
}

function backTo(request: AuthRequest, params: Record<string, string>) {
  const url = new URL(request.redirect_uri);
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(name, value);
  if (request.state) url.searchParams.set('state', request.state);
  return new Response(null, {
    status: 302,
    headers: {location: url.toString(), 'cache-control': 'no-store'},
  });
}

const hidden = (request: AuthRequest) =>
  PARAMS.map(
    (name) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(request[name])}">`,
  ).join('');

function emailStep(action: string, request: AuthRequest, error = '') {
  const signUp = request.prompt === 'create';
  return page(
    signUp ? 'Create your account' : 'Sign in',
    `<h1>${signUp ? 'Create your account' : 'Sign in'}</h1>
     <p class="note">Sandbox store: we send a one-time code to the <a href="/_sandbox/outbox">sandbox outbox</a>.</p>
     ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
     <form method="post" action="${escapeHtml(action)}">${hidden(request)}
       <input type="hidden" name="step" value="email">
       <label for="email">Email</label>
       <input id="email" name="email" type="email" autocomplete="email" required>
       <button type="submit">Continue</button>
     </form>`,
    error ? 400 : 200,
  );
}

function codeStep(
  action: string,
  request: AuthRequest,
  email: string,
  isNew: boolean,
  error = '',
) {
  return page(
    'Enter your code',
    `<h1>Enter your code</h1>
     <p>We sent a 6-digit code to ${escapeHtml(email)}.</p>
     ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
     <form method="post" action="${escapeHtml(action)}">${hidden(request)}
       <input type="hidden" name="step" value="code">
       <input type="hidden" name="email" value="${escapeHtml(email)}">
       <label for="code">Code</label>
       <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
       ${
         isNew
           ? `<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name">
              <label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name">`
           : ''
       }
       <button type="submit">${isNew ? 'Create account' : 'Sign in'}</button>
     </form>`,
    error ? 400 : 200,
  );
}

const customerByEmail = (db: Database, email: string) =>
  db.prepare('SELECT id FROM customers WHERE email = ?').get(email.trim()) as
    {id: number} | undefined;

/** A new customer from hosted sign-up: no password (they sign in with codes), so a random one is stored. */
async function createCustomer(
  db: Database,
  email: string,
  firstName: string,
  lastName: string,
) {
  const {hash, salt} = await hashPassword(newToken());
  const stamp = new Date().toISOString();
  const result = db
    .prepare(
      `INSERT INTO customers (email, first_name, last_name, password_hash, password_salt, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      email.trim(),
      firstName.trim().slice(0, 100) || null,
      lastName.trim().slice(0, 100) || null,
      hash,
      salt,
      stamp,
      stamp,
    );
  return Number(result.lastInsertRowid);
}

export function authorizePage(url: URL) {
  const request = readRequest(url.searchParams);
  const problem = check(request);
  if (problem.page)
    return page(
      'Sign-in error',
      `<h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(problem.page)}</p>`,
      400,
    );
  if (problem.redirectError)
    return backTo(request, {error: problem.redirectError});
  return emailStep(url.pathname, request);
}

export async function authorizeSubmit(
  db: Database,
  url: URL,
  httpRequest: Request,
) {
  const form = await httpRequest.formData().catch(() => new FormData());
  const request = readRequest(form);
  const problem = check(request);
  if (problem.page)
    return page(
      'Sign-in error',
      `<h1>Sign-in error</h1><p class="error" role="alert">${escapeHtml(problem.page)}</p>`,
      400,
    );
  if (problem.redirectError)
    return backTo(request, {error: problem.redirectError});

  const email = String(form.get('email') ?? '').trim();
  if (!isEmail(email))
    return emailStep(url.pathname, request, 'Enter a valid email address.');
  const existing = customerByEmail(db, email);
  if (form.get('step') !== 'code') {
    const code = issueLoginCode(db, email);
    sendMail(db, {
      to: email,
      subject: `${code} is your sign-in code`,
      body: `Your sign-in code is ${code}. It expires in 10 minutes.`,
      link: null,
    });
    return codeStep(url.pathname, request, email, !existing);
  }
  if (!spendLoginCode(db, email, String(form.get('code') ?? ''))) {
    return codeStep(
      url.pathname,
      request,
      email,
      !existing,
      'That code is incorrect or has expired.',
    );
  }
  const customerId =
    existing?.id ??
    (await createCustomer(
      db,
      email,
      String(form.get('firstName') ?? ''),
      String(form.get('lastName') ?? ''),
    ));
  const code = issueAuthorizationCode(db, {
    customerId,
    clientId: request.client_id,
    redirectUri: request.redirect_uri,
    codeChallenge: request.code_challenge,
    nonce: request.nonce || null,
  });
  return backTo(request, {code});
}
