/**
 * A collection's own content (spec §3 "Collection document"): the description and,
 * for VIP collections, the password gate. The password stays on the server; the
 * browser only ever holds a cookie proving it was typed, tied to the current password
 * so changing it locks everyone out again.
 */
import type {RichTextField} from '@prismicio/client';
import {z} from 'zod';
import {
  asRow,
  asRows,
  bool,
  image,
  link,
  richText,
  slicesFor,
  text,
  timestamp,
  type ImageData,
  type Row,
} from './shape';

export type LinkedCollection = {title: string; href: string};

export type VipGate = {
  locked: boolean;
  /** When access ends (epoch ms); the page then sends shoppers to the redirect collection. */
  expiresAt: number | null;
  copy: RichTextField | null;
  footerCopy: RichTextField | null;
  desktopImage: ImageData | null;
  mobileImage: ImageData | null;
  linkedCollections: LinkedCollection[];
};

export type CollectionContentData = {
  handle: string;
  description: RichTextField | null;
  /** The editor chose to hide the collection's title and description (its picture carries them). */
  hideTitle: boolean;
  vip: VipGate | null;
};

export type VipSettings = {
  password: string;
  expiresAt: number | null;
  redirect: string | null;
};

export const VIP_MESSAGES = {
  passwordRequired: 'Please enter the password.',
  passwordWrong:
    'That password isn’t right. Please check your invitation and try again.',
} as const;

export const vipPasswordSchema = z.object({
  handle: z
    .string({error: 'Collection missing'})
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,255}$/, 'Collection missing'),
  password: z
    .string({error: VIP_MESSAGES.passwordRequired})
    .min(1, VIP_MESSAGES.passwordRequired)
    .max(200, VIP_MESSAGES.passwordWrong),
});

function vipSlice(doc: unknown, locale: string): Row | undefined {
  return slicesFor<Row>(asRow(asRow(doc).data).body, locale).find(
    (s) => s.slice_type === 'vip_collection_password',
  );
}

/** The gate's settings that never leave the server; null when the collection is not password-protected. */
export function vipSettings(doc: unknown, locale: string): VipSettings | null {
  const slice = vipSlice(doc, locale);
  const p = asRow(slice?.primary);
  const password =
    typeof p.collection_password === 'string' ? p.collection_password : '';
  if (!slice || password.trim() === '') return null;
  return {
    password,
    expiresAt: timestamp(p.expiry_countdown_date),
    redirect: link(p.redirect_collection, locale)?.href ?? null,
  };
}

/** What the collection page shows, with the gate locked unless the shopper proved the password. */
export function collectionContent(
  doc: unknown,
  {
    handle,
    locale,
    unlocked,
  }: {handle: string; locale: string; unlocked: boolean},
): CollectionContentData {
  const slices = slicesFor<Row>(asRow(asRow(doc).data).body, locale);
  const description = richText(
    asRow(
      slices.find((s) => s.slice_type === 'collection_description')?.primary,
    ).description,
  );
  const settings = vipSettings(doc, locale);
  const slice = vipSlice(doc, locale);
  if (!settings || !slice)
    return {handle, description, hideTitle: false, vip: null};
  const p = asRow(slice.primary);
  const linkedCollections = asRows(slice.items).flatMap((item) => {
    const target = link(item.linked_collection, locale);
    const raw = asRow(item.linked_collection);
    const title =
      text(asRow(raw.data).title) ?? text(raw.uid)?.replace(/-/g, ' ');
    return target && title ? [{title, href: target.href}] : [];
  });
  return {
    handle,
    description,
    hideTitle: bool(p.hide_title_and_description),
    vip: {
      locked: !unlocked,
      expiresAt: settings.expiresAt,
      copy: richText(p.copy_text),
      footerCopy: richText(p.footer_copy),
      desktopImage: image(p.desktop_image),
      mobileImage: image(p.mobile_image),
      linkedCollections,
    },
  };
}

/** Whether the typed password is the collection's, compared as digests so its length and content leak no timing. */
export async function isVipPassword(
  typed: string,
  password: string,
): Promise<boolean> {
  const digest = async (text: string) =>
    [
      ...new Uint8Array(
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
      ),
    ]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
  const [a, b] = await Promise.all([digest(typed), digest(password)]);
  return sameToken(a, b);
}

/** Compares without an early exit, so timing does not tell how much of a guess was right. */
export function sameToken(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when the page must show the VIP gate instead of the collection's products. */
export const isCollectionLocked = (
  content: {vip: {locked: boolean} | null} | null | undefined,
) => Boolean(content?.vip?.locked);
