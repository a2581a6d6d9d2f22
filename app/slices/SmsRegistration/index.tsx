import {PrismicImage} from '~/components/content/PrismicImage';
import {RichText} from '~/components/content/RichText';
import {Suspense} from 'react';
import {SmsForm} from '~/components/content/deferred';
import {richText, sliceDomId, type SliceProps} from '~/components/content/slices';
import {image, text} from '~/lib/content/shape';
import type {PageSliceOf} from '~/lib/content/page';

/** SMS sign-up: a picture, the pitch and the phone number form. */
export default function SmsRegistrationSlice({slice, context, index}: SliceProps<PageSliceOf<'sms_registration'>>) {
  const picture = image(slice.primary.image);
  const titleId = sliceDomId(slice);
  return (
    <section className={`slice slice-form slice-sms${picture ? ' slice-sms--with-image' : ''}`} aria-labelledby={titleId}>
      {picture ? (
        <div className="slice-sms__media">
          <PrismicImage image={picture} sizes="(min-width: 768px) 50vw, 100vw" priority={index === 0} />
        </div>
      ) : null}
      <div className="slice-sms__body">
        <h2 id={titleId} className="slice__title">
          {text(slice.primary.title) ?? 'Get text alerts'}
        </h2>
        <RichText field={richText(slice.primary.description)} />
        <Suspense fallback={null}>
          <SmsForm action={context.formAction} successMessage={text(slice.primary.success_message)} />
        </Suspense>
      </div>
    </section>
  );
}
