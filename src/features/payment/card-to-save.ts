import type { CardValues } from './card-entry';

/**
 * The card a customer asked to save with this payment (issue 44 part 5), held in memory only while its payment panel
 * is on the page: never in the payment machine's context, which is kept in the browser's storage. The next
 * PAYMENT_REQUEST by card sends it (paymentRequestBody); the gateway keeps a token once the payment succeeds.
 */
let held: { cardNumber: string; expiry: string; holderName: string } | undefined;

export function holdCardToSave(card: CardValues | undefined): void {
  held = card ? { cardNumber: card.number, expiry: card.expiry, holderName: card.holderName.trim() } : undefined;
}

export const cardToSave = () => held;
