/**
 * The action behind the forms that content pages carry (contact, SMS sign-up,
 * competition entry): validated on the server with the same schemas the browser uses,
 * then sent to the configured service. Works as a plain form post without JavaScript.
 */
import {parseWithZod} from '@conform-to/zod/v4';
import {data} from 'react-router';
import {competitionSchema} from '~/lib/forms/competition';
import {
  createContactSchema,
  DEFAULT_CONTACT_REASONS,
} from '~/lib/forms/contact';
import {smsSignupSchema} from '~/lib/forms/sms';
import {newsletterSchema} from '~/lib/forms/newsletter';
import {
  FORM_UNAVAILABLE,
  sendFormSubmission,
  type FormEndpoints,
  type FormKind,
} from './forms.server';
import {loadPageContent, type ContentLoaderContext} from './loaders.server';
import {text} from './shape';

export type FormActionContext = ContentLoaderContext & {
  config: ContentLoaderContext['config'] & FormEndpoints;
  site: {storeHandle: string};
};

export const PAGE_FORMS = ['contact', 'sms', 'competition'] as const;
export type PageFormKind = (typeof PAGE_FORMS)[number];

/** The reasons the page's contact form offers (all contact forms on the page together). */
async function contactReasons(
  context: FormActionContext,
  request: Request,
  pageUid: string,
): Promise<string[]> {
  try {
    const loaded = await loadPageContent(context, request, pageUid);
    const reasons = (loaded?.page.slices ?? [])
      .filter((slice) => slice.slice_type === 'contact_form')
      .flatMap((slice) => slice.items.map((item) => text(item.reason)))
      .filter((reason): reason is string => reason !== null);
    return reasons.length ? reasons : [...DEFAULT_CONTACT_REASONS];
  } catch {
    return [...DEFAULT_CONTACT_REASONS];
  }
}

function schemaFor(kind: FormKind, reasons: string[]) {
  switch (kind) {
    case 'contact':
      return createContactSchema(reasons);
    case 'sms':
      return smsSignupSchema;
    case 'competition':
      return competitionSchema;
    case 'subscribe':
      return newsletterSchema;
  }
}

/**
 * Validates and sends one form. `page` names where it was sent from (a page uid or
 * 'footer'). Answers `{form, result, sent}` for Conform's lastResult.
 */
export async function handleContentForm(
  context: FormActionContext,
  request: Request,
  {kind, formData, page}: {kind: FormKind; formData: FormData; page: string},
) {
  const reasons =
    kind === 'contact' ? await contactReasons(context, request, page) : [];
  const submission = parseWithZod(formData, {schema: schemaFor(kind, reasons)});
  if (submission.status !== 'success') {
    return data(
      {form: kind, result: submission.reply(), sent: false},
      {status: 400},
    );
  }
  const sent = await sendFormSubmission(
    context,
    kind,
    submission.value as Record<string, unknown>,
    {
      locale: context.locale,
      country: context.region.country,
      currency: context.region.currency,
      storeHandle: context.site.storeHandle,
      page,
    },
  );
  if (!sent) {
    return data(
      {
        form: kind,
        result: submission.reply({formErrors: [FORM_UNAVAILABLE]}),
        sent: false,
      },
      {status: 503},
    );
  }
  return data(
    {form: kind, result: submission.reply({resetForm: true}), sent: true},
    {status: 200},
  );
}

/** The action of a content page: which form was sent is in its 'form' field. */
export async function pageFormAction(
  context: FormActionContext,
  request: Request,
  page: string,
) {
  const formData = await request.formData();
  const kind = formData.get('form');
  if (
    typeof kind !== 'string' ||
    !(PAGE_FORMS as readonly string[]).includes(kind)
  ) {
    throw new Response('Unknown form', {status: 400});
  }
  return handleContentForm(context, request, {
    kind: kind as PageFormKind,
    formData,
    page,
  });
}
