/** Payment payloads (SPEC §7 "Payments", §3 payment status and card brands). */
import { closed, digits, envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';

const url: JsonSchema = { type: 'string', format: 'uri', maxLength: 2000 };
const method: JsonSchema = { enum: ['CARD', 'SAVED_CARD', 'EASYPAISA', 'JAZZCASH'] };
/**
 * Issue 44 part 4: a charge the gateway accepts from the line's airtime balance (a bundle) is paid at once, no
 * provider page: PAYMENT_REQUEST answers SUCCESS or 422 (AIRTIME_NOT_ACCEPTED, INSUFFICIENT_AIRTIME).
 */
const requestMethod: JsonSchema = { enum: ['CARD', 'SAVED_CARD', 'EASYPAISA', 'JAZZCASH', 'AIRTIME'] };

export const paymentRequest = request(
  {
    orderRef: nonEmpty,
    paymentMethod: requestMethod,
    savedPaymentMethodId: nonEmpty,
    // Issue 44 part 5: a card payment of a signed-in customer may ask to save its card; the gateway (the provider)
    // keeps a token (brand, last four, expiry), never the number, once the payment succeeds.
    saveCard: closed(
      { cardNumber: digits(14, 19), expiry: { type: 'string', pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' }, holderName: { type: 'string', minLength: 2, maxLength: 100 } },
      ['cardNumber', 'expiry', 'holderName'],
    ),
    walletNumber: digits(10, 12),
    successUrl: url,
    failureUrl: url,
    channel: { enum: ['web', 'app', 'retail'] },
  },
  ['orderRef', 'paymentMethod'],
);

const paymentState: JsonSchema = { enum: ['PENDING', 'WALLET_PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'] };
export const payment: JsonSchema = open(
  {
    paymentId: nonEmpty,
    coreTransactionId: nonEmpty,
    orderRef: nonEmpty,
    status: paymentState,
    amount: money,
    currency: { const: 'PKR' },
    redirectUrl: url,
    paylinkId: nonEmpty,
    message: { type: 'string' },
  },
  ['paymentId', 'orderRef', 'status', 'amount', 'currency', 'redirectUrl'],
);
export const paymentResponse = envelope(payment);

export const paymentMethodsResponse = envelope(
  listOf(open({ id: method, type: { enum: ['card', 'wallet'] }, name: nonEmpty, walletPaymentMethodId: nonEmpty, brands: listOf({ type: 'string' }) }, ['id', 'type', 'name'])),
);

const savedMethod: JsonSchema = open(
  {
    id: nonEmpty, brand: { enum: ['amex', 'diners_club', 'jcb', 'mastercard', 'unionpay', 'visa'] }, last4: digits(4), expiry: { type: 'string', pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' },
    // The card payments use first, and the card behind the customer's plan renewals
    // (docs/decisions/2026-11-23-customer-account.md).
    isDefault: { type: 'boolean' }, subscription: { type: 'boolean' },
  },
  ['id', 'brand', 'last4', 'expiry'],
);
export const savedMethodsResponse = envelope(listOf(savedMethod));
export const addCardRequest = request(
  { cardNumber: digits(14, 19), expiry: { type: 'string', pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' }, holderName: { type: 'string', minLength: 2, maxLength: 100 } },
  ['cardNumber', 'expiry', 'holderName'],
);
export const deleteCardQuery = request({ paymentMethodId: nonEmpty }, ['paymentMethodId']);

export const transactionStatusResponse = envelope(
  open({ coreTransactionId: nonEmpty, orderRef: nonEmpty, status: paymentState, paymentStatus: { enum: ['NOT_APPLICABLE', 'SUCCESS', 'CANCELLED', 'NOT_INITIATED', 'FAILED'] }, amount: money }, ['coreTransactionId', 'status', 'paymentStatus']),
);
export const paylinkResponse = envelope(
  open({ paylinkId: nonEmpty, orderRef: nonEmpty, amount: money, status: paymentState, expired: { type: 'boolean' }, expiresAt: { type: 'integer' }, payUrl: url }, ['paylinkId', 'orderRef', 'amount', 'status', 'expired']),
);
