import type { Handler, HandlerContext, HandlerMap } from '../http/context';
import { badRequest, forbidden, notFound } from '../http/gateway-error';
import { PAYLINK_TTL_MS, WALLETS, createPayment, getPayment, toPayment, type NewPayment, type PaymentRow } from '../payments/payments';
import { ownedOrder } from './order-handlers';
import { ensureDefaultCard, isOwnCard, listCards, lockCustomerCards, storeCard, tokenOf } from '../payments/cards';

/** The card helpers the account's card calls share (gateway/payments/cards.ts). */
export { ensureDefaultCard, isOwnCard, listCards, lockCustomerCards };
import { payableRequest } from './sim-replacement-handlers';
import { isServiceRequestRef } from '../ekyc/kyc-target';
import { findPaylink, isPaylinkRef, paylinkView } from '../payments/paylinks';
import { isTopupRef, payableTopup } from '../lines/topups';

interface PayBody {
  orderRef: string; paymentMethod: string; savedPaymentMethodId?: string; walletNumber?: string; successUrl?: string; failureUrl?: string;
  saveCard?: { cardNumber: string; expiry: string; holderName: string };
}

/**
 * What a payment says about cards (issue 44 part 5): a saved card pays for a signed-in customer only (whose card it is
 * is checked under the cards' lock when it pays: payments.ts); a card to save comes with a card payment of a
 * signed-in customer, and becomes a token (brand, last four, expiry) kept on the payment until it succeeds.
 */
function cardAsk(ctx: Pick<HandlerContext, 'caller'>, body: PayBody): Pick<NewPayment, 'payerId' | 'savedCardId' | 'cardToSave'> {
  const saved = body.paymentMethod === 'SAVED_CARD' || body.savedPaymentMethodId !== undefined;
  if (saved && !ctx.caller) throw badRequest('body.savedPaymentMethodId: needs a signed-in customer');
  if (saved && (body.paymentMethod !== 'SAVED_CARD' || !body.savedPaymentMethodId)) throw badRequest('body.savedPaymentMethodId: goes with paymentMethod SAVED_CARD, and SAVED_CARD needs it');
  if (body.saveCard && body.paymentMethod !== 'CARD') throw badRequest('body.saveCard: only a CARD payment saves its card');
  if (body.saveCard && !ctx.caller) throw badRequest('body.saveCard: needs a signed-in customer');
  const token = body.saveCard && tokenOf(body.saveCard);
  if (body.saveCard && !token) throw badRequest('body.saveCard.cardNumber: is not a valid card number');
  return { payerId: ctx.caller?.userId, ...(saved ? { savedCardId: body.savedPaymentMethodId } : {}), ...(token ? { cardToSave: token } : {}) };
}

const paymentRequest: Handler<PayBody> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const { body, services } = ctx;
    const asked = { method: body.paymentMethod, walletNumber: body.walletNumber, successUrl: body.successUrl, failureUrl: body.failureUrl };
    if (isPaylinkRef(body.orderRef)) {
      // A paylink is paid by whoever holds it (no sign-in): its order or amount, once, before it expires.
      if (body.paymentMethod === 'SAVED_CARD' || body.savedPaymentMethodId !== undefined || body.saveCard) throw badRequest('body.paymentMethod: a paylink is paid by card or wallet');
      const link = await findPaylink(q, body.orderRef);
      if (!link) throw notFound(`Paylink ${body.orderRef}`);
      return createPayment(q, services, { ...asked, orderRef: link.order_ref ?? link.id, amount: Number(link.amount), purpose: 'paylink', purposeRef: link.id });
    }
    const cards = { ...asked, ...cardAsk(ctx, body) };
    if (isServiceRequestRef(body.orderRef)) {
      // A service request with a charge (SIM replacement, dearer plan switch) is paid like an order, by its SR-… reference.
      const payable = await payableRequest(q, ctx.caller?.userId, body.orderRef);
      return createPayment(q, services, { ...cards, orderRef: body.orderRef, amount: payable.amount, purpose: 'service_request', purposeRef: body.orderRef });
    }
    if (isTopupRef(body.orderRef)) {
      // A recharge or bundle of the caller's line, or a recharge of any Sitara number (gateway/lines/topups.ts), by its TU-… reference.
      const topup = await payableTopup(q, ctx.caller?.userId, body.orderRef);
      return createPayment(q, services, { ...cards, orderRef: topup.id, amount: Number(topup.amount), purpose: 'topup', purposeRef: topup.id });
    }
    const order = await ownedOrder(q, ctx, body.orderRef);
    return createPayment(q, services, { ...cards, orderRef: order.orderRef, amount: order.total });
  });

const methods: Handler = async () => [
  { id: 'CARD', type: 'card', name: 'Debit or credit card', brands: ['visa', 'mastercard', 'amex', 'diners_club', 'jcb', 'unionpay'] },
  { id: 'EASYPAISA', type: 'wallet', name: 'Easypaisa', walletPaymentMethodId: WALLETS.EASYPAISA },
  { id: 'JAZZCASH', type: 'wallet', name: 'JazzCash', walletPaymentMethodId: WALLETS.JAZZCASH },
];

type CustomerParams = { customer_id: string };
export const ownCustomer = (ctx: { caller?: { userId: string }; params: CustomerParams }) => {
  if (ctx.params.customer_id !== ctx.caller!.userId) throw forbidden('params.customer_id: is not the signed-in customer');
  return ctx.caller!.userId;
};

const savedMethods: Handler<never, never, CustomerParams> = async (ctx) => listCards(ctx.services.db, ownCustomer(ctx));

interface CardBody { cardNumber: string; expiry: string; holderName: string }

/** Only brand, last four digits and expiry are kept; the card number is never stored. */
async function saveCard(ctx: Parameters<Handler<CardBody>>[0], customerId: string) {
  const token = tokenOf(ctx.body);
  if (!token) throw badRequest('body.cardNumber: is not a valid card number');
  return ctx.services.db.tx(async (q) => {
    await storeCard(q, customerId, token, ctx.services.clock.now());
    return listCards(q, customerId);
  });
}

const addCard: Handler<CardBody, never, CustomerParams> = async (ctx) => saveCard(ctx, ownCustomer(ctx));
const saveAndGet: Handler<CardBody> = async (ctx) => saveCard(ctx, ctx.caller!.userId);

const deleteCard: Handler<never, { paymentMethodId: string }, CustomerParams> = async (ctx) =>
  ctx.services.db.tx(async (q) => {
    const customerId = ownCustomer(ctx);
    await lockCustomerCards(q, customerId);
    const { rows } = await q.query('DELETE FROM saved_payment_methods WHERE id = $1 AND customer_id = $2 RETURNING id', [ctx.query.paymentMethodId, customerId]);
    if (!rows.length) throw notFound(`Payment method ${ctx.query.paymentMethodId}`);
    await q.query('UPDATE users SET subscription_card_id = NULL WHERE id = $1 AND subscription_card_id = $2', [customerId, ctx.query.paymentMethodId]);
    await ensureDefaultCard(q, customerId);
    return listCards(q, customerId);
  });

const PAYMENT_STATUS: Record<string, string> = { SUCCESS: 'SUCCESS', FAILED: 'FAILED', CANCELLED: 'CANCELLED' };
const transactionStatus: Handler<never, never, { core_transaction_id: string }> = async ({ services, params }) => {
  if (!/^[0-9a-f-]{36}$/.test(params.core_transaction_id)) throw notFound(`Transaction ${params.core_transaction_id}`);
  const p = await getPayment(services.db, params.core_transaction_id);
  return { coreTransactionId: p.id, orderRef: p.order_ref, status: p.status, paymentStatus: PAYMENT_STATUS[p.status] ?? 'NOT_INITIATED', amount: Number(p.amount) };
};

const paylink: Handler<never, never, { paylink_id: string }> = async ({ services, params }) => {
  const link = await findPaylink(services.db, params.paylink_id);
  if (link) return paylinkView(services, link);
  const { rows } = await services.db.query<PaymentRow>('SELECT * FROM payments WHERE paylink_id = $1', [params.paylink_id]);
  const p = rows[0];
  if (!p) throw notFound(`Paylink ${params.paylink_id}`);
  const expiresAt = Number(p.created_at) + PAYLINK_TTL_MS;
  return { ...toPayment(services, p), paylinkId: p.paylink_id, expired: services.clock.now() >= expiresAt, expiresAt, payUrl: toPayment(services, p).redirectUrl };
};

export const paymentHandlers: HandlerMap = {
  PAYMENT_REQUEST: paymentRequest,
  PAYMENT_REQUEST_V2: paymentRequest,
  GET_PAYMENT_METHODS: methods,
  GET_SAVED_PAYMENT_METHODS: savedMethods,
  ADD_PAYMENT_METHOD: addCard,
  DELETE_PAYMENT_METHOD: deleteCard,
  SAVE_AND_GET_CARD_DETAILS: saveAndGet,
  GET_EXTERNAL_TRANSACTION_STATUS: transactionStatus,
  GET_PAYLINK: paylink,
};
