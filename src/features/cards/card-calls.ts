import type { ApiClient } from '../../api/api-client';

/** What the add-card form sends (the number goes only to the payment provider's save call). */
export interface CardToAdd {
  number: string;
  expiry: string;
  holderName: string;
}

/** Shared call definition: saves a card for the customer; brand, last four and expiry come back. */
export const addPaymentMethod = (api: ApiClient, customerId: () => string) => (card: CardToAdd) =>
  api.call('ADD_PAYMENT_METHOD', { params: { customer_id: customerId() }, body: { cardNumber: card.number, expiry: card.expiry, holderName: card.holderName.trim() } });
