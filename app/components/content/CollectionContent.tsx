import {Link} from 'react-router';
import type {CollectionContentData} from '~/lib/content/collection';
import {ArtDirectedImage} from './PrismicImage';
import {RichText} from './RichText';
import {Countdown} from './Countdown';
import {ContentNotice} from './PreviewBar';
import {VipPasswordForm} from './forms/VipPasswordForm';
import type {FormReply} from './forms/usePageForm';
import {PageTitle} from '~/components/ui/PageTitle';

type Props = {
  content: CollectionContentData & {
    now: number;
    issues?: {path: string; message: string}[];
  };
  /** The collection's name, for the gate's heading. */
  title: string;
  reply?: FormReply;
};

/** The VIP gate shown instead of a locked collection's products. */
export function VipGate({content, title, reply}: Props) {
  const vip = content.vip!;
  return (
    <section
      className="grid items-center gap-8 lg:grid-cols-[1fr_1fr]"
      aria-labelledby="vip-gate-title"
    >
      <div>
        <ArtDirectedImage
          desktop={vip.desktopImage}
          mobile={vip.mobileImage}
          sizes="(min-width: 992px) 50vw, 100vw"
          priority
          className="block h-auto max-h-[80vh] w-full bg-surface object-cover"
        />
      </div>
      <div>
        <p className="text-xs tracking-[0.1em] text-muted uppercase">
          VIP access
        </p>
        <PageTitle id="vip-gate-title">{title}</PageTitle>
        <RichText field={vip.copy} />
        {vip.expiresAt ? (
          <p>
            Access closes in{' '}
            <Countdown
              until={vip.expiresAt}
              now={content.now}
              label="Time until VIP access closes"
            />
          </p>
        ) : null}
        <VipPasswordForm handle={content.handle} reply={reply} />
        <RichText field={vip.footerCopy} />
        {vip.linkedCollections.length ? (
          <nav aria-label="More collections">
            <p>While you’re here:</p>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {vip.linkedCollections.map((c) => (
                <li key={c.href}>
                  <Link
                    to={c.href}
                    prefetch="intent"
                    className="inline-block py-2"
                  >
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ContentNotice title="Collection content" issues={content.issues} />
      </div>
    </section>
  );
}

/**
 * A collection's content above its products: the editors' description, and for an
 * unlocked VIP collection how long access lasts. For a locked one render `VipGate`
 * instead of the listing (see `isCollectionLocked`).
 */
export function CollectionContent({content}: {content: Props['content']}) {
  const expiresAt =
    content.vip && !content.vip.locked ? content.vip.expiresAt : null;
  if (!content.description && !expiresAt && !content.issues?.length)
    return null;
  return (
    <div className="collection-content">
      {content.hideTitle ? null : (
        <RichText field={content.description} className="max-w-3xl" />
      )}
      {expiresAt ? (
        <p className="collection-content__countdown">
          VIP access closes in{' '}
          <Countdown
            until={expiresAt}
            now={content.now}
            label="Time until VIP access closes"
          />
        </p>
      ) : null}
      <ContentNotice title="Collection content" issues={content.issues} />
    </div>
  );
}

export {isCollectionLocked} from '~/lib/content/collection';
