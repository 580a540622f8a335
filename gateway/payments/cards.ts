import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Card brand by number prefix (SPEC §5): amex 34/37; diners 30, 36, 38, 39; jcb 35; master 2 or 5; visa 4; unionpay 62. */
export function cardBrand(number: string): string | undefined {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^3[0689]/.test(number)) return 'diners_club';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  if (/^[25]/.test(number)) return 'mastercard';
  if (/^4/.test(number)) return 'visa';
  return undefined;
}

/** The Luhn checksum every real card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Serialises one customer's card changes (two tabs adding their first card must not make two defaults; a card removed while it pays). */
export const lockCustomerCards = (q: Queryable, customerId: string) => q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [customerId]);

/** Whether `cardId` is one of the customer's saved cards. */
export async function isOwnCard(q: Queryable, customerId: string, cardId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM saved_payment_methods WHERE id = $1 AND customer_id = $2', [cardId, customerId])).rows.length > 0;
}

/** The customer's cards, oldest first, each saying whether it is the default and the one behind plan renewals. */
export const listCards = async (db: Queryable, customerId: string) =>
  (
    await db.query(
      `SELECT c.id, c.brand, c.last4, c.expiry, c.is_default AS "isDefault", coalesce(u.subscription_card_id = c.id, false) AS subscription
         FROM saved_payment_methods c LEFT JOIN users u ON u.id = c.customer_id WHERE c.customer_id = $1 ORDER BY c.created_at, c.id`,
      [customerId],
    )
  ).rows;

/** Keeps exactly one default while the customer has cards: the oldest one when none is (first card, default deleted). */
export async function ensureDefaultCard(db: Queryable, customerId: string): Promise<void> {
  await db.query(
    `UPDATE saved_payment_methods SET is_default = true WHERE id = (
       SELECT id FROM saved_payment_methods WHERE customer_id = $1 ORDER BY created_at, id LIMIT 1)
     AND NOT EXISTS (SELECT 1 FROM saved_payment_methods WHERE customer_id = $1 AND is_default)`,
    [customerId],
  );
}

/** What the sandbox provider keeps of a card: its token is the saved card's id; the number is never stored. */
export interface CardToken { brand: string; last4: string; expiry: string }

/** The token of a valid card number, or undefined (not a known brand, or fails Luhn). */
export function tokenOf(card: { cardNumber: string; expiry: string }): CardToken | undefined {
  const brand = cardBrand(card.cardNumber);
  return brand && luhnValid(card.cardNumber) ? { brand, last4: card.cardNumber.slice(-4), expiry: card.expiry } : undefined;
}

/**
 * Saves a card for the customer, under their cards' lock (the caller's transaction). A card saved by a payment
 * (`once`) that the customer has already (brand, last four, expiry) stays one card; the add-card form adds what it is
 * given. Returns the saved card's id.
 */
export async function storeCard(q: Queryable, customerId: string, card: CardToken, now: number, once = false): Promise<string> {
  await lockCustomerCards(q, customerId);
  const { rows } = once
    ? await q.query<{ id: string }>('SELECT id FROM saved_payment_methods WHERE customer_id = $1 AND brand = $2 AND last4 = $3 AND expiry = $4', [customerId, card.brand, card.last4, card.expiry])
    : { rows: [] };
  const id = rows[0]?.id ?? `pm-${randomUUID()}`;
  if (!rows[0]) {
    await q.query('INSERT INTO saved_payment_methods (id, customer_id, brand, last4, expiry, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [id, customerId, card.brand, card.last4, card.expiry, now]);
  }
  await ensureDefaultCard(q, customerId);
  return id;
}

/** Whether a card's MM/YY expiry has passed at `now` (a card is good through the last day of its month, Pakistan time). */
export function cardExpired(expiry: string, now: number): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  const PKT_MS = 5 * 3600 * 1000;
  return now + PKT_MS >= Date.UTC(2000 + yy, mm, 1);
}
