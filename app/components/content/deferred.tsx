/**
 * Interactive pieces whose code the browser fetches by itself after the page has
 * hydrated (the forms once the shopper first touches, scrolls or types), so it never weighs on a page's first load: the forms (Conform) and the
 * collection content (rich text, VIP gate), and what only editors see in preview. The server renders them inline (the
 * components themselves, which entry.server.tsx hands down through `ServerRendered`), so they show and work without
 * JavaScript; the browser, which has no such provider, keeps that HTML until the chunk arrives and then hydrates it.
 *
 * Each brings its own Suspense boundary, behind `memo`: while a piece waits for its code, its server HTML is a
 * boundary React has not hydrated, and a page that draws again meanwhile (new root data, a tap on the cart) used
 * to reach it as an update; React then threw that HTML away and logged error #421. Now only new props reach it.
 */
import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  type ComponentType,
} from 'react';
import {untilFirstUse} from '../first-use';
import type {SubscribeForm as SubscribeFormType} from './forms/SubscribeForm';
import type {ContactForm as ContactFormType} from './forms/ContactForm';
import type {SmsForm as SmsFormType} from './forms/SmsForm';
import type {CompetitionForm as CompetitionFormType} from './forms/CompetitionForm';
import type {
  CollectionContent as CollectionContentType,
  VipGate as VipGateType,
} from './CollectionContent';
import type {
  PreviewBar as PreviewBarType,
  ContentNotice as ContentNoticeType,
} from './PreviewBar';

type AnyComponent = ComponentType<any>;
/** The components themselves, by name: provided by the server's render only (see deferred.server.tsx). */
export const ServerRendered = createContext<
  Readonly<Record<string, AnyComponent>>
>({});

function deferred<C extends AnyComponent>(
  name: string,
  load: () => Promise<C>,
  {waitForUse = false} = {},
): C {
  const Lazy = lazy(async () => {
    if (waitForUse) await untilFirstUse();
    return {default: (await load()) as AnyComponent};
  });
  function Deferred(props: Record<string, unknown>) {
    const Component = useContext(ServerRendered)[name] ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return memo(Deferred) as unknown as C;
}

export const SubscribeForm = deferred<typeof SubscribeFormType>(
  'SubscribeForm',
  () => import('./forms/SubscribeForm').then((m) => m.SubscribeForm),
  {waitForUse: true},
);
export const ContactForm = deferred<typeof ContactFormType>(
  'ContactForm',
  () => import('./forms/ContactForm').then((m) => m.ContactForm),
  {waitForUse: true},
);
export const SmsForm = deferred<typeof SmsFormType>(
  'SmsForm',
  () => import('./forms/SmsForm').then((m) => m.SmsForm),
  {waitForUse: true},
);
export const CompetitionForm = deferred<typeof CompetitionFormType>(
  'CompetitionForm',
  () => import('./forms/CompetitionForm').then((m) => m.CompetitionForm),
  {waitForUse: true},
);
export const CollectionContent = deferred<typeof CollectionContentType>(
  'CollectionContent',
  () => import('./CollectionContent').then((m) => m.CollectionContent),
);
export const VipGate = deferred<typeof VipGateType>('VipGate', () =>
  import('./CollectionContent').then((m) => m.VipGate),
);
export const PreviewBar = deferred<typeof PreviewBarType>('PreviewBar', () =>
  import('./PreviewBar').then((m) => m.PreviewBar),
);
export const ContentNotice = deferred<typeof ContentNoticeType>(
  'ContentNotice',
  () => import('./PreviewBar').then((m) => m.ContentNotice),
);
