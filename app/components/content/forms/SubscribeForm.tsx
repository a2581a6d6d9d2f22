import {getFormProps, getInputProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {useFetcher} from 'react-router';
import {newsletterSchema} from '~/lib/forms/newsletter';
import {useLocalePath} from '~/components/LocaleLink';
import {FieldErrors, FormErrors, FormNotice} from '~/components/ui/Field';
import type {FormReply} from './usePageForm';
import {button} from '~/components/ui/button';

export const SUBSCRIBED =
  'Thanks for signing up! Your welcome offer is on its way to your inbox.';

/**
 * The newsletter sign-up. It posts to /api/subscribe: in the background with
 * JavaScript, as a normal page visit without (that page shows the same form and the
 * outcome). `reply` is the answer already received by that page.
 */
export function SubscribeForm({
  id = 'subscribe',
  reply,
}: {
  id?: string;
  reply?: FormReply;
}) {
  const fetcher = useFetcher<FormReply>({key: id});
  const action = useLocalePath('/api/subscribe');
  const latest = fetcher.data ?? reply;
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === 'idle' ? latest?.result : undefined,
    onValidate: ({formData}) =>
      parseWithZod(formData, {schema: newsletterSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = fetcher.state !== 'idle';
  const {key, ...emailProps} = getInputProps(fields.email, {type: 'email'});
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="subscribe-form"
    >
      <FormNotice message={latest?.sent && !pending ? SUBSCRIBED : null} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex gap-2">
        <label htmlFor={fields.email.id} className="sr-only">
          Email
        </label>
        <input
          key={key}
          {...emailProps}
          placeholder="Email address"
          autoComplete="email"
          aria-required
          className="min-h-11 min-w-0 flex-1 border border-ink bg-paper px-3 py-2 text-ink aria-invalid:border-sale aria-invalid:shadow-[inset_0_0_0_1px_var(--color-sale)]"
        />
        <button
          type="submit"
          className={button({className: 'flex-none'})}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Signing up…' : 'Sign up'}
        </button>
      </div>
      <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
    </fetcher.Form>
  );
}
