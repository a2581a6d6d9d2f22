/**
 * Sending a validated form to the service configured for it (spec §7 "Configured but
 * payloads not shown"): newsletter sign-ups, competition entries, support tickets and
 * SMS sign-ups. The payload is the form's fields plus where it came from.
 */
import type {ErrorReporter} from '~/lib/errors/reporter.server';
export type FormKind = 'subscribe' | 'competition' | 'contact' | 'sms';

export type FormEndpoints = {
  MARKETING_SUBSCRIBE_ENDPOINT?: string;
  COMPETITION_ENDPOINT?: string;
  SUPPORT_TICKET_ENDPOINT?: string;
  SMS_SIGNUP_ENDPOINT?: string;
};

export const FORM_ENDPOINT_SETTING: Record<FormKind, keyof FormEndpoints> = {
  subscribe: 'MARKETING_SUBSCRIBE_ENDPOINT',
  competition: 'COMPETITION_ENDPOINT',
  contact: 'SUPPORT_TICKET_ENDPOINT',
  sms: 'SMS_SIGNUP_ENDPOINT',
};

export const FORM_UNAVAILABLE =
  'Sorry, we couldn’t send that just now. Please try again in a moment.';

export type FormOrigin = {
  locale: string;
  country: string;
  currency: string;
  storeHandle: string;
  page: string;
};

/** Posts the submission as JSON; false (logged) when the service is not configured or refuses it. */
export async function sendFormSubmission(
  {config, errors}: {config: FormEndpoints; errors: ErrorReporter},
  kind: FormKind,
  fields: Record<string, unknown>,
  origin: FormOrigin,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const endpoint = config[FORM_ENDPOINT_SETTING[kind]];
  if (!endpoint) {
    errors.report(
      new Error(
        `${FORM_ENDPOINT_SETTING[kind]} is not configured; the ${kind} form cannot be sent`,
      ),
      {service: 'forms'},
    );
    return false;
  }
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify({
        ...fields,
        ...origin,
        submittedAt: new Date().toISOString(),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return true;
    errors.report(new Error(`${kind} endpoint answered ${response.status}`), {
      service: 'forms',
    });
    return false;
  } catch (error) {
    errors.report(error, {
      service: 'forms',
      step: `${kind} endpoint unreachable`,
    });
    return false;
  }
}
