/** The deferred pieces (deferred.tsx) as the server renders them: inline, by name. */
import {SubscribeForm} from './forms/SubscribeForm';
import {ContactForm} from './forms/ContactForm';
import {SmsForm} from './forms/SmsForm';
import {CompetitionForm} from './forms/CompetitionForm';
import {CollectionContent, VipGate} from './CollectionContent';
import {ContentNotice, PreviewBar} from './PreviewBar';

export const serverRenderedComponents = {
  SubscribeForm,
  ContactForm,
  SmsForm,
  CompetitionForm,
  CollectionContent,
  VipGate,
  PreviewBar,
  ContentNotice,
};
