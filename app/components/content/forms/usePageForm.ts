import {useForm, type SubmissionResult} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {useActionData, useNavigation} from 'react-router';
import type {z} from 'zod';

export type FormReply = {
  form: string;
  result: SubmissionResult<string[]>;
  sent: boolean;
};

/**
 * One of a content page's forms: the same schema checks in the browser (on blur) and
 * in the page's action, and the action's answer is used only by the form that sent it.
 */
export function usePageForm<Schema extends z.ZodType>(
  kind: string,
  schema: Schema,
) {
  const reply = useActionData() as FormReply | undefined;
  const mine = reply?.form === kind ? reply : undefined;
  const [form, fields] = useForm<
    Record<string, unknown>,
    z.output<Schema>,
    string[]
  >({
    id: `${kind}-form`,
    lastResult: mine?.result,
    onValidate: ({formData}) => parseWithZod(formData, {schema}),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('form') === kind;
  return {form, fields, pending, sent: Boolean(mine?.sent) && !pending};
}
