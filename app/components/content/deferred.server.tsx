/** The server renders the deferred pieces inline (see deferred.tsx). */
import {serverRendered} from './deferred';
import {SubscribeForm} from './forms/SubscribeForm';
import {ContactForm} from './forms/ContactForm';
import {SmsForm} from './forms/SmsForm';
import {CompetitionForm} from './forms/CompetitionForm';
import {CollectionContent, VipGate} from './CollectionContent';
import {ContentNotice, PreviewBar} from './PreviewBar';

const components = {SubscribeForm, ContactForm, SmsForm, CompetitionForm, CollectionContent, VipGate, PreviewBar, ContentNotice};

/** Called from the root loader, which runs before any page renders. */
export function renderDeferredOnServer() {
  Object.assign(serverRendered, components);
}
