import {
  isThrottled,
  THROTTLE_MESSAGE,
  throttleStoreFor,
} from '~/lib/throttle.server';
import {parseWithZod} from '@conform-to/zod/v4';
import {allSettledOrThrow} from '~/lib/settle';
import {data, redirect, useActionData} from 'react-router';
import type {Route} from './+types/($locale).api.collection-password';
import {VIP_MESSAGES, vipPasswordSchema} from '~/lib/content/collection';
import {
  loadCollectionContent,
  unlockCollection,
} from '~/lib/content/loaders.server';
import {localizePath} from '~/lib/locale-paths';
import {COLLECTION_TITLE_QUERY} from '~/graphql/collection';
import {VipGate} from '~/components/content/CollectionContent';
import type {FormReply} from '~/components/content/forms/usePageForm';
import {LocaleLink} from '~/components/LocaleLink';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';

export const meta = () => [
  {title: 'VIP access'},
  {name: 'robots', content: 'noindex'},
];

const noStore = {'Cache-Control': 'no-store'};

/**
 * The VIP password form. The right password sets the collection's unlock cookie and
 * opens the collection; a wrong one answers with the gate and the message.
 */
export async function action({request, context}: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), {
    schema: vipPasswordSchema,
  });
  if (submission.status !== 'success') {
    return data(
      {
        form: 'vip',
        result: submission.reply(),
        sent: false,
        gate: await gateFor(context, request, submission.payload.handle),
      },
      {status: 400, headers: noStore},
    );
  }
  const {handle, password} = submission.value;
  if (
    await isThrottled(throttleStoreFor(context.env), 'vipPassword', {
      account: handle,
      request,
      errors: context.errors,
    })
  ) {
    return data(
      {
        form: 'vip',
        result: submission.reply({fieldErrors: {password: [THROTTLE_MESSAGE]}}),
        sent: false,
        gate: await gateFor(context, request, handle),
      },
      {status: 429, headers: noStore},
    );
  }
  const outcome = await unlockCollection(context, request, {handle, password});
  if (outcome.ok) {
    const headers = {...noStore, 'Set-Cookie': outcome.cookie};
    // A fetcher opens the collection itself, so the listing reloads even though its address is unchanged.
    if (context.isDataRequest)
      return data(
        {
          form: 'vip',
          result: submission.reply({resetForm: true}),
          sent: true,
          redirectTo: outcome.redirectTo,
          gate: null,
        },
        {headers},
      );
    return redirect(outcome.redirectTo, {headers});
  }
  if (outcome.reason !== 'wrong-password')
    return redirect(localizePath(`/collections/${handle}`, context.locale), {
      headers: noStore,
    });
  return data(
    {
      form: 'vip',
      result: submission.reply({
        fieldErrors: {password: [VIP_MESSAGES.passwordWrong]},
      }),
      sent: false,
      gate: await gateFor(context, request, handle),
    },
    {status: 400, headers: noStore},
  );
}

/** The gate to show again after a wrong password, when the post came without JavaScript. */
async function gateFor(
  context: Route.ActionArgs['context'],
  request: Request,
  handle: unknown,
) {
  if (typeof handle !== 'string' || !/^[A-Za-z0-9_-]{1,255}$/.test(handle))
    return null;
  try {
    const [content, {collection}] = await allSettledOrThrow([
      loadCollectionContent(context, handle, request),
      context.storefront.query(COLLECTION_TITLE_QUERY, {
        variables: {handle},
        cache: context.storefront.CacheShort(),
      }),
    ]);
    return content.vip
      ? {content, title: collection?.title ?? handle.replace(/-/g, ' ')}
      : null;
  } catch (error) {
    if (error instanceof Response) return null;
    throw error;
  }
}

/** Loaders also run after a plain form post, so this one must not send the shopper away. */
export async function loader() {
  return null;
}

export default function CollectionPasswordPage() {
  const reply = useActionData<typeof action>();
  if (!reply || !('gate' in reply) || !reply.gate) {
    return (
      <section className={pageSection()} aria-labelledby="vip-title">
        <PageTitle id="vip-title">VIP access</PageTitle>
        <p>
          Open the VIP collection from your invitation to enter its password.{' '}
          <LocaleLink to="/">Continue shopping</LocaleLink>
        </p>
      </section>
    );
  }
  return (
    <div className={pageSection()}>
      <VipGate
        content={reply.gate.content}
        title={reply.gate.title}
        reply={reply as unknown as FormReply}
      />
    </div>
  );
}
