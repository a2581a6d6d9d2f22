import {getFormProps, getInputProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {useEffect} from 'react';
import {useFetcher, useNavigate} from 'react-router';
import {vipPasswordSchema} from '~/lib/content/collection';
import {useLocalePath} from '~/components/LocaleLink';
import {FieldErrors, FormErrors} from '~/components/ui/Field';
import type {FormReply} from './usePageForm';
import {button} from '~/components/ui/button';

/**
 * The VIP password. A right password sets the unlock cookie and reloads the
 * collection; without JavaScript the post lands on a page that shows the same gate.
 */
export function VipPasswordForm({
  handle,
  reply,
}: {
  handle: string;
  reply?: FormReply;
}) {
  const fetcher = useFetcher<FormReply & {redirectTo?: string}>({
    key: `vip-${handle}`,
  });
  const navigate = useNavigate();
  const opened =
    fetcher.state === 'idle' && fetcher.data?.sent
      ? fetcher.data.redirectTo
      : undefined;
  useEffect(() => {
    if (opened) void navigate(opened, {replace: true});
  }, [opened, navigate]);
  const action = useLocalePath('/api/collection-password');
  const latest = fetcher.data ?? reply;
  const [form, fields] = useForm({
    id: `vip-${handle}`,
    lastResult: fetcher.state === 'idle' ? latest?.result : undefined,
    defaultValue: {handle},
    onValidate: ({formData}) =>
      parseWithZod(formData, {schema: vipPasswordSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = fetcher.state !== 'idle';
  const {key, ...passwordProps} = getInputProps(fields.password, {
    type: 'password',
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="my-6 grid gap-2"
    >
      <input type="hidden" name="handle" value={handle} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <label htmlFor={fields.password.id} className="font-bold">
        Password
      </label>
      <div className="flex gap-2">
        <input
          key={key}
          {...passwordProps}
          autoComplete="current-password"
          aria-required
          className="min-h-11 min-w-0 flex-1 rounded-theme border border-ink bg-paper px-3 py-2 text-ink aria-invalid:border-sale aria-invalid:shadow-[inset_0_0_0_1px_var(--color-sale)]"
        />
        <button
          type="submit"
          className={button({variant: 'primary', fullWidth: false})}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? 'Checking…' : 'Enter'}
        </button>
      </div>
      <FieldErrors
        id={fields.password.errorId}
        errors={fields.password.errors}
      />
    </fetcher.Form>
  );
}
