import {inShopperCurrency} from '~/lib/money';
import {useActionData} from 'react-router';
import type {Route} from './+types/($locale).api.subscribe';
import {handleContentForm} from '~/lib/content/form-actions.server';
import {queueAnalyticsEvent} from '~/lib/analytics/queue.server';
import {SubscribeForm} from '~/components/content/forms/SubscribeForm';
import type {FormReply} from '~/components/content/forms/usePageForm';
import {LocaleLink} from '~/components/LocaleLink';
import {pageSection} from '~/components/ui/page';
import {PageTitle} from '~/components/ui/PageTitle';

export const meta = () => [
  {title: 'Newsletter'},
  {name: 'robots', content: 'noindex'},
];

/** The footer's newsletter sign-up (spec §9 signup text), sent to the marketing service. */
export async function action({request, context}: Route.ActionArgs) {
  const formData = await request.formData();
  const reply = await handleContentForm(context, request, {
    kind: 'subscribe',
    formData,
    page: 'footer',
  });
  if (reply.data.sent)
    queueAnalyticsEvent(context.session, {
      name: 'email_signup',
      source: 'footer',
    });
  return reply;
}

export async function loader({context}: Route.LoaderArgs) {
  return {
    signupText: inShopperCurrency(
      context.site.signupDiscountText,
      context.region.currency,
    ),
  };
}

/** Where the footer form lands without JavaScript: the outcome and the form again. */
export default function SubscribePage({loaderData}: Route.ComponentProps) {
  const reply = useActionData<FormReply>();
  return (
    <section
      className={pageSection({width: 'max-w-[40rem]'})}
      aria-labelledby="subscribe-title"
    >
      <PageTitle id="subscribe-title">Newsletter</PageTitle>
      <p>{loaderData.signupText}</p>
      <SubscribeForm id="subscribe-page" reply={reply} />
      <p>
        <LocaleLink to="/">Continue shopping</LocaleLink>
      </p>
    </section>
  );
}
