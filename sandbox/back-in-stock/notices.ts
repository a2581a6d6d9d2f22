/**
 * Restock requests: registering one, raising stock, and e-mailing everyone waiting
 * once enough is back.
 */
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {bumpCatalogVersion} from '../catalog/version.ts';
import {sendMail} from '../outbox/outbox.ts';

export type NoticeRow = {
  id: number;
  shop: string;
  email: string;
  product_id: number;
  variant_id: number;
  quantity_required: number;
  accepts_marketing: number;
  customer_utc_offset: number | null;
  storefront_origin: string | null;
  created_at: string;
  sent_at: string | null;
};

type VariantRow = {
  id: number;
  product_id: number;
  title: string;
  inventory: number;
  handle: string;
  product_title: string;
};

export function findVariant(
  db: Database,
  variantId: number,
): VariantRow | undefined {
  return db
    .prepare(
      `SELECT v.id, v.product_id, v.title, v.inventory, p.handle, p.title AS product_title
         FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
    )
    .get(variantId) as VariantRow | undefined;
}

export function hasPendingNotice(
  db: Database,
  email: string,
  variantId: number,
) {
  return Boolean(
    db
      .prepare(
        'SELECT 1 FROM back_in_stock_notices WHERE email = ? AND variant_id = ? AND sent_at IS NULL',
      )
      .get(email, variantId),
  );
}

export function addNotice(
  db: Database,
  notice: Omit<
    NoticeRow,
    'id' | 'created_at' | 'sent_at' | 'accepts_marketing'
  > & {accepts_marketing: boolean},
) {
  db.prepare(
    `INSERT INTO back_in_stock_notices (shop, email, product_id, variant_id, quantity_required, accepts_marketing,
       customer_utc_offset, storefront_origin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    notice.shop,
    notice.email,
    notice.product_id,
    notice.variant_id,
    notice.quantity_required,
    notice.accepts_marketing ? 1 : 0,
    notice.customer_utc_offset,
    notice.storefront_origin,
    new Date().toISOString(),
  );
}

/** Raises stock and e-mails every pending request the new stock can satisfy. */
export function restock(db: Database, variant: VariantRow, quantity: number) {
  return transaction(db, () => {
    db.prepare(
      'UPDATE variants SET inventory = inventory + ? WHERE id = ?',
    ).run(quantity, variant.id);
    bumpCatalogVersion(db);
    const inventory = (
      db
        .prepare('SELECT inventory FROM variants WHERE id = ?')
        .get(variant.id) as {inventory: number}
    ).inventory;
    const pending = db
      .prepare(
        'SELECT * FROM back_in_stock_notices WHERE variant_id = ? AND sent_at IS NULL AND quantity_required <= ? ORDER BY id',
      )
      .all(variant.id, inventory) as NoticeRow[];
    const now = new Date().toISOString();
    for (const notice of pending) {
      const link = `${notice.storefront_origin ?? ''}/products/${variant.handle}?variant=${variant.id}`;
      const name =
        variant.title && variant.title !== 'Default Title'
          ? `${variant.product_title} (${variant.title})`
          : variant.product_title;
      sendMail(db, {
        to: notice.email,
        subject: `${variant.product_title} is back in stock`,
        body: `Good news: ${name} is back in stock.\n\nShop now before it sells out again:\n${link}\n\nYou asked to be told when this item returned. This was a one-time e-mail.`,
        link,
      });
      db.prepare(
        'UPDATE back_in_stock_notices SET sent_at = ? WHERE id = ?',
      ).run(now, notice.id);
    }
    return {inventory, notified: pending.length};
  });
}

export function listNotices(db: Database, email?: string | null) {
  const rows = (
    email
      ? db
          .prepare(
            'SELECT * FROM back_in_stock_notices WHERE email = ? ORDER BY id DESC',
          )
          .all(email)
      : db.prepare('SELECT * FROM back_in_stock_notices ORDER BY id DESC').all()
  ) as NoticeRow[];
  return rows.map((r) => ({
    id: r.id,
    shop: r.shop,
    email: r.email,
    productId: r.product_id,
    variantId: r.variant_id,
    quantityRequired: r.quantity_required,
    acceptsMarketing: r.accepts_marketing === 1,
    customerUtcOffset: r.customer_utc_offset,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}
