/**
 * Gift card codes on a cart (cartGiftCardCodesAdd/Update/Remove) and the AppliedGiftCard
 * objects the Cart answers. The seeded cards are listed in README-accounts-and-cart.md.
 * A card pays for what the discounted total leaves, up to its balance; the balance is
 * held in the cart's currency, as a card issued in the shop's presentment currency is.
 */
import type {Database} from '../db.ts';
import type {Migration} from '../migrations.ts';
import {cartError, type CartUserError} from './errors.ts';
import {money} from './money.ts';

export const giftCardsMigration: Migration = {
  name: '012-cart-gift-cards',
  up(db) {
    db.exec(`
      CREATE TABLE gift_cards (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        balance INTEGER NOT NULL,                    -- minor units of whatever currency the cart uses
        enabled INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE cart_gift_cards (
        cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
        gift_card_id INTEGER NOT NULL REFERENCES gift_cards(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (cart_token, gift_card_id)
      );
      INSERT INTO gift_cards (id, code, balance, enabled) VALUES
        (1, 'GIFT-CARD-0050', 5000, 1),
        (2, 'GIFT-CARD-0200', 20000, 1),
        (3, 'GIFT-CARD-EMPTY', 0, 1),
        (4, 'GIFT-CARD-DISABLED', 10000, 0);
    `);
  },
};

type GiftCardRow = {id: number; code: string; balance: number; enabled: number};

const normalize = (code: string) => code.replace(/\s+/g, '').trim();

/** Checks codes and returns the cards they name, or the userErrors to refuse them with. */
export function resolveGiftCards(
  db: Database,
  codes: string[],
): {cards: GiftCardRow[]; errors: CartUserError[]} {
  const cards: GiftCardRow[] = [];
  const errors: CartUserError[] = [];
  codes.forEach((raw, i) => {
    const card = db
      .prepare('SELECT * FROM gift_cards WHERE code = ?')
      .get(normalize(raw)) as GiftCardRow | undefined;
    if (!card || !card.enabled)
      errors.push(
        cartError('INVALID', ['giftCardCodes', i], 'Gift card code is invalid'),
      );
    else if (card.balance <= 0)
      errors.push(
        cartError(
          'INVALID',
          ['giftCardCodes', i],
          'Gift card has no remaining balance',
        ),
      );
    else if (!cards.some((c) => c.id === card.id)) cards.push(card);
  });
  return {cards, errors};
}

export function cartGiftCards(db: Database, token: string): GiftCardRow[] {
  return db
    .prepare(
      'SELECT g.* FROM gift_cards g JOIN cart_gift_cards c ON c.gift_card_id = g.id WHERE c.cart_token = ? ORDER BY c.position',
    )
    .all(token) as GiftCardRow[];
}

export function setGiftCards(
  db: Database,
  token: string,
  cards: GiftCardRow[],
  replace: boolean,
) {
  if (replace)
    db.prepare('DELETE FROM cart_gift_cards WHERE cart_token = ?').run(token);
  const have = cartGiftCards(db, token).map((c) => c.id);
  let position = have.length;
  for (const card of cards) {
    if (!have.includes(card.id))
      db.prepare(
        'INSERT INTO cart_gift_cards (cart_token, gift_card_id, position) VALUES (?, ?, ?)',
      ).run(token, card.id, ++position);
  }
}

export const appliedGiftCardGid = (id: number) =>
  `gid://shopify/AppliedGiftCard/${id}`;

/** Removes applied cards by their AppliedGiftCard ids; answers the ids it did not know. */
export function removeGiftCards(
  db: Database,
  token: string,
  ids: string[],
): CartUserError[] {
  const applied = cartGiftCards(db, token);
  const errors: CartUserError[] = [];
  ids.forEach((id, i) => {
    const card = applied.find((c) => appliedGiftCardGid(c.id) === id);
    if (!card)
      errors.push(
        cartError(
          'INVALID',
          ['appliedGiftCardIds', i],
          'Applied gift card does not exist',
        ),
      );
  });
  if (!errors.length) {
    for (const id of ids)
      db.prepare(
        'DELETE FROM cart_gift_cards WHERE cart_token = ? AND gift_card_id = ?',
      ).run(token, Number(id.split('/').pop()));
  }
  return errors;
}

/** AppliedGiftCard objects: each card pays what the cards before it left of the total. */
export function appliedGiftCards(
  db: Database,
  token: string,
  total: number,
  currency: string,
) {
  let remaining = total;
  return cartGiftCards(db, token).map((card) => {
    const used = Math.min(card.balance, remaining);
    remaining -= used;
    return {
      __typename: 'AppliedGiftCard',
      id: appliedGiftCardGid(card.id),
      lastCharacters: card.code.slice(-4),
      amountUsed: money(used, currency),
      amountUsedV2: money(used, currency),
      presentmentAmountUsed: money(used, currency),
      balance: money(card.balance - used, currency),
      balanceV2: money(card.balance - used, currency),
    };
  });
}
