import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../schemas/endpoints';
import { latestCode, responseErrors, startTestGateway, type CallOptions, type Json, type TestGateway } from './harness';
import { device, freshEmail, signUp } from './auth-flow';
import { idemKey, lockAny, orderBody } from './order-fixtures';
import { solvedCaptchaToken } from './captcha-fixtures';
import { confirmBody, lineCustomer, lowBalanceCustomer, startedShare } from './airtime-fixtures';
import { buildContractState, createReverseRequest, signinBody, type ContractState } from './contract-fixtures';

let gw: TestGateway;
let s: ContractState;
beforeAll(async () => {
  gw = await startTestGateway();
  s = await buildContractState(gw);
}, 60_000);
afterAll(() => gw.close());

type SampleCall = CallOptions | { form: FormData };
type Sample = (s: ContractState) => Promise<SampleCall> | SampleCall;
const auth = (o: CallOptions = {}) => ({ ...o, token: s.token });
const first = async (name: EndpointName, o: CallOptions = {}) => (await gw.call(name, o)).body.result as Json;
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], { type: 'image/png' });
const kycForm = (st: ContractState) => {
  const form = new FormData();
  for (const f of ['frontPage', 'backPage', 'selfieImage']) form.append(f, png(), 'x.png');
  form.append('kycData', JSON.stringify({ orderId: st.guestOrder.orderRef, planType: 'Prepaid', nationality: 'Pakistani', document: { type: 'CNIC', documentId: '3520212345678', expiryDate: '01-01-2031' } }));
  return { form };
};
const ott = { body: { ottType: 'VERIFY_GUEST_USER' }, headers: { 'x-guest-email': 'contract-guest@example.pk' } };
const card = { cardNumber: '5555555555554444', expiry: '11/28', holderName: 'Ali Raza' };

/** One successful call per registry entry, in an order where each finds the state it needs. */
const samples: Array<[EndpointName, Sample]> = [
  ['GET_GLOBAL_CONFIG', () => ({})],
  ['GET_WEBFRONT_SETTINGS', () => ({})],
  ['GET_MAINTENANCE_STATUS', () => ({})],
  ['GET_LOCALE_KEYS', () => ({ query: { langCode: 'ur', moduleName: 'common,journey', component: 'WEB', pageSize: 1000 } })],
  ['GET_LANGUAGES', () => ({})],
  ['GET_CONFIGURATION', () => ({ query: { keys: 'inventory' } })],
  ['GET_ELIGIBILITY_SETTINGS', () => ({})],
  ['GET_SERVICE_REQUEST_SETTINGS', () => ({})],
  ['GET_WINBACK_SETTINGS', () => ({})],
  ['GET_BANNERS', () => ({ query: { limit: 10, offset: 0 } })],
  ['GET_JOURNEY_SETTINGS', () => ({})],
  ['SIGNUP', () => ({ body: { email: freshEmail(), channel: 'web', 'external-auth-id': 'x', contactNumber: '923001234567' } })],
  ['VALIDATE_OTP_SIGNUP', async () => {
    const email = freshEmail();
    const { requestId } = await first('SIGNUP', { body: { email, channel: 'web' } });
    return { body: { device, requestId, otpCode: await latestCode(gw, email) } };
  }],
  ['SIGNIN', (st) => ({ body: { identifier: st.email, channel: 'web', 'external-auth-id': 'x' } })],
  ['SIGNIN_RESEND', async (st) => ({ body: { requestId: (await first('SIGNIN', { body: { identifier: st.email, channel: 'web' } })).requestId } })],
  ['VALIDATE_OTP_SIGNIN', async (st) => ({ body: await signinBody(gw, st.email) })],
  ['SIGNUP_GENERATE_OTP', () => auth({ body: { contactNumber: '923331234567' } })],
  ['SIGNUP_VALIDATE_OTP', async () => {
    const { requestId } = await first('SIGNUP_GENERATE_OTP', auth({ body: { contactNumber: '923331234568' } }));
    return auth({ body: { requestId, otpCode: await latestCode(gw, '923331234568') } });
  }],
  ['GET_SIGNUP_SMS_OTP_CONFIG', () => ({})],
  // A session of its own: refresh rotates the token, and the shared one must keep working for the samples after it.
  ['REFRESH_TOKEN', async () => ({ token: (await signUp(gw)).token, headers: { 'request-id': 'contract' } })],
  ['LOGOUT', async () => ({ token: (await signUp(gw)).token })],
  ['OTT_GENERATE', () => ott],
  ['OTT_RESEND', async () => {
    const { requestId } = await first('OTT_GENERATE', { ...ott, headers: { 'x-guest-email': 'resend-guest@example.pk' } });
    await gw.fetch('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 61_000 }) });
    return { body: { requestId } };
  }],
  ['GUEST_VALIDATE', async () => {
    const { requestId } = await first('OTT_GENERATE', { ...ott, headers: { 'x-guest-email': 'validate-guest@example.pk' } });
    return { body: { requestId, ott: await latestCode(gw, 'validate-guest@example.pk') } };
  }],
  ['SIGNUP_GUEST_VERIFIED', async () => {
    const email = freshEmail();
    const { requestId } = await first('OTT_GENERATE', { ...ott, headers: { 'x-guest-email': email } });
    const { signupToken } = await first('GUEST_VALIDATE', { body: { requestId, ott: await latestCode(gw, email) } });
    return { body: { email, channel: 'web', signupToken, device } };
  }],
  ['GET_USER_DETAILS', () => auth()],
  ['UPDATE_PROFILE', () => auth({ body: { firstName: 'Ayesha', lastName: 'Khan', dob: '1990-05-01' } })],
  ['GET_CUSTOMER_CONSENT', () => ({ query: { documentName: 'TERMS_OF_USE' } })],
  ['SUBMIT_CONSENT', (st) => auth({ body: { version: 2, userFlow: 'signup', documentName: 'PRIVACY_POLICY', productId: 'p1', consentGivenAt: Date.now(), consentType: 'EXPLICIT_NO_READ', email: st.email, appVersion: 'WEB' } })],
  ['GET_PRIVACY_SETTINGS', () => auth()],
  ['UPDATE_PRIVACY_SETTINGS', () => auth({ body: { marketingEmail: true, marketingSms: false, analytics: true, personalisedOffers: false } })],
  ['GET_PRIVACY_ANALYTICS_PREFERENCES', () => auth()],
  ['GET_PRIVACY_SETTING', () => auth()],
  ['GET_PRODUCT_VARIANTS', () => ({ query: { productType: 'hybrid', category: 'weekly' } })],
  ['GET_ELIGIBLE_ADDONS', () => ({ query: { planId: 'plan-postpaid-annual' } })],
  ['GET_NUMBER_CATEGORIES', () => ({})],
  ['GET_NUMBERS', () => ({ query: { category: 'golden', limit: 6 } })],
  ['LOCK_NUMBER', async () => ({ params: { selectedNumber: (await first('GET_NUMBERS', { query: { category: 'golden', limit: 1 } }))[0].number }, headers: { 'device-id': 'contract' } })],
  ['GET_GOLDEN_NUMBER_CATEGORIES', () => ({})],
  ['GET_NUMBER_OF_LINES_SPEC', () => ({})],
  ['GET_NUMBER_OF_LINES_ELIGIBILITY', () => ({ query: { documentId: '3520212345678' } })],
  ['GET_NATIONALITIES', () => ({})],
  ['GET_FORM_CONFIG', () => ({ params: { form: 'billing' } })],
  ['GET_ESIM_SPECIFICATION', () => ({})],
  ['ORDER_PREVIEW', () => ({ body: { planId: 'plan-hybrid-annual', addonIds: ['bundle-family'], numberType: 'PORT_IN', simType: 'physical_sim', deliveryMethod: 'SELF_PICKUP' } })],
  ['CREATE_ORDER', async () => ({ body: orderBody({ selectedNumber: await lockAny(gw, 'contract-buyer') }), headers: { 'idempotency-key': idemKey(), 'device-id': 'contract-buyer' } })],
  ['GET_ORDER', (st) => auth({ params: { orderReference: st.orderRef } })],
  ['MANAGE_ORDER', async () => auth({ body: { captchaToken: await solvedCaptchaToken(gw.url) } })],
  ['GET_CARTS', () => auth()],
  ['GET_PENDING_CARTS', (st) => auth({ query: { email: st.email, status: 'COMPLETED' } })],
  ['GET_EKYC_SPECIFICATIONS', () => ({})],
  ['GET_EKYC_CONTEXT_SPECIFICATIONS', () => ({ query: { context: 'sim-replacement' } })],
  ['GET_EKYC_CONFIG', () => ({})],
  ['SUBMIT_KYC', kycForm],
  ['SUBMIT_MANUAL_EKYC', kycForm],
  ['CHECK_DOCUMENT_ID', () => ({ body: { documentId: '3520212345678', documentType: 'CNIC' }, headers: { CNIC: '3520212345678' } })],
  ['GET_PAYMENT_METHODS', () => ({})],
  ['ADD_PAYMENT_METHOD', (st) => auth({ params: { customer_id: st.userId }, body: card })],
  ['GET_SAVED_PAYMENT_METHODS', (st) => auth({ params: { customer_id: st.userId } })],
  ['DELETE_PAYMENT_METHOD', async (st) => auth({ params: { customer_id: st.userId }, query: { paymentMethodId: (await first('GET_SAVED_PAYMENT_METHODS', auth({ params: { customer_id: st.userId } })))[0].id } })],
  ['SAVE_AND_GET_CARD_DETAILS', () => auth({ body: card })],
  ['PAYMENT_REQUEST', (st) => ({ body: { orderRef: st.guestOrder.orderRef, paymentMethod: 'EASYPAISA', walletNumber: '923451112222' } })],
  ['PAYMENT_REQUEST_V2', (st) => ({ body: { orderRef: st.guestOrder.orderRef, paymentMethod: 'CARD', successUrl: 'http://127.0.0.1:8080/web/payment-success' } })],
  ['GET_EXTERNAL_TRANSACTION_STATUS', async (st) => ({ params: { core_transaction_id: (await first('PAYMENT_REQUEST', { body: { orderRef: st.guestOrder.orderRef, paymentMethod: 'CARD' } })).paymentId } })],
  ['GET_PAYLINK', async (st) => ({ params: { paylink_id: (await first('PAYMENT_REQUEST', { body: { orderRef: st.guestOrder.orderRef, paymentMethod: 'CARD' } })).paylinkId } })],
  ['GET_DELIVERY_METHODS', () => ({})],
  ['GET_SLOTS', () => ({ query: { days: 1 } })],
  ['GET_SLOT', async () => ({ params: { slotId: (await first('GET_SLOTS', { query: { days: 1 } }))[0].id } })],
  ['GET_PICKUP_LOCATIONS', () => ({})],
  ['GET_PICKUP_LOCATION', () => ({ params: { locationId: 'PL-ISB-1' } })],
  ['GET_SELF_PICKUP_ADDRESSES', () => ({ query: { zipcode: '75600' } })],
  ['SET_PICKUP_LOCATION', (st) => ({ body: { shipmentRef: st.guestOrder.shipmentRef, locationId: 'PL-LHR-1' }, token: st.guestOwnerToken })],
  ['RESCHEDULE_SHIPMENT', async (st) => ({ body: { shipmentRef: st.guestOrder.shipmentRef, slotId: (await first('GET_SLOTS', { query: { days: 1 } }))[0].id }, token: st.guestOwnerToken })],
  ['RESCHEDULE_SHIPMENT_V2', async (st) => ({ body: { shipmentRef: st.guestOrder.shipmentRef, slotId: (await first('GET_SLOTS', { query: { days: 1 } }))[1].id, deliveryAddress: { city: 'Lahore' } }, token: st.guestOwnerToken })],
  ['RESCHEDULE_PAYMENT', async (st) => {
    const slot = (await first('GET_SLOTS', { query: { days: 1 } }))[2].id;
    const token = st.guestOwnerToken;
    return { params: { rescheduleId: (await first('RESCHEDULE_SHIPMENT', { body: { shipmentRef: st.guestOrder.shipmentRef, slotId: slot }, token })).rescheduleId }, body: {}, token };
  }],
  ['UPDATE_SHIPMENT', async (st) => {
    const { shipmentRef } = await first('GET_ORDER', auth({ params: { orderReference: st.orderRef } }));
    return auth({ params: { shipmentRef }, body: { deliveryAddress: { city: 'Karachi', postalCode: '75600' } } });
  }],
  ['GET_ADDRESS_LOOKUP', () => ({ query: { country: 'PK' } })],
  ['GET_RETAIL_STORES', () => ({})],
  ['FIND_STORES', () => ({ query: { q: 'Lahore' } })],
  ['CHECK_STORE', () => ({ params: { storeId: 'ST-KHI-01' } })],
  ['GET_SHIPMENT_TRACKING', (st) => ({ params: { orderReference: st.guestOrder.orderRef } })],
  ['GET_DOWNLOAD_APP_URL', () => ({})],
  ['GET_PORTIN_CONFIG', () => ({})],
  ['GET_DONOR_TELCOS', () => ({})],
  ['CHECK_MNP_ELIGIBILITY', () => ({ body: { currentNumber: '923215550002', donorTelco: 'zong', documentId: '3520212345678' } })],
  ['VALIDATE_PORTIN_OTP', async () => {
    const { requestId } = await first('CHECK_MNP_ELIGIBILITY', { body: { currentNumber: '923215550003', donorTelco: 'zong' } });
    return { body: { requestId, otpCode: await latestCode(gw, '923215550003') } };
  }],
  ['GET_LATEST_PORTIN', (st) => ({ params: { orderReference: st.portInOrderRef } })],
  ['GET_PORTIN_CANCELLATION_ELIGIBILITY', (st) => ({ params: { orderReference: st.portInOrderRef } })],
  ['CANCEL_PORTIN', (st) => ({ params: { orderReference: st.portInOrderRef }, token: st.guestOwnerToken })],
  ['GET_SIM_REPLACEMENT_ELIGIBILITY', (st) => auth({ query: { number: st.line } })],
  ['GET_SIM_REPLACEMENT_SPECIFICATION', () => auth()],
  ['CREATE_SIM_REPLACEMENT_ORDER', (st) => auth({ body: { number: st.line, simType: 'physical_sim', reason: 'DAMAGED', deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: { city: 'Lahore' } } })],
  ['SET_SIM_REPLACEMENT_DELIVERY', async () => auth({ params: { requestId: (await first('GET_SERVICE_REQUESTS', auth({ query: { type: 'SIM_REPLACEMENT' } })))[0].requestId }, body: { deliveryMethod: 'SELF_PICKUP' } })],
  ['CANCEL_SIM_REPLACEMENT', async () => auth({ body: { requestId: (await first('GET_SERVICE_REQUESTS', auth({ query: { type: 'SIM_REPLACEMENT' } })))[0].requestId } })],
  ['GET_TERMINATION_ELIGIBILITY', (st) => auth({ query: { number: st.line } })],
  ['GET_TERMINATION_REASONS', () => auth()],
  ['TERMINATE_NUMBER', (st) => auth({ body: { number: st.line, reasonId: 'PRICE', feedback: 'too dear' } })],
  ['CANCEL_TERMINATION', async () => auth({ body: { requestId: (await first('GET_SERVICE_REQUESTS', auth({ query: { type: 'TERMINATION_REQUEST' } })))[0].requestId } })],
  ['GET_PLAN_SWITCH_ELIGIBILITY', (st) => auth({ query: { number: st.line } })],
  ['CREATE_PLAN_SWITCH', (st) => auth({ body: { number: st.line, planId: 'plan-prepaid-annual' } })],
  ['CANCEL_PLAN_SWITCH', async () => auth({ body: { requestId: (await first('GET_SERVICE_REQUESTS', auth({ query: { type: 'PLAN_SWITCH' } })))[0].requestId } })],
  ['GET_SERVICE_REQUESTS', () => auth()],
  ['GET_SERVICE_REQUEST', async () => auth({ params: { requestId: (await first('GET_SERVICE_REQUESTS', auth()))[0].requestId } })],
  ['GET_REVERSE_PORTIN_STATUS', async (st) => auth({ params: { requestId: await createReverseRequest(gw, st, 'REVERSE_PORTIN_REQUEST') } })],
  ['GET_REVERSE_PORTOUT_STATUS', async (st) => auth({ params: { requestId: await createReverseRequest(gw, st, 'REVERSE_PORTOUT_REQUEST') } })],
  ['JOIN_LOYALTY', () => auth({ body: { acceptTerms: true } })],
  ['GET_LINES', () => auth()],
  ['GET_LINE', (st) => auth({ params: { number: st.line } })],
  ['ACTIVATE_SIM', (st) => auth({ body: st.pendingLine })],
  // Issue 45: blocked as lost, then unblocked with the code emailed to the account: the line ends as it was.
  ['BLOCK_LINE', (st) => auth({ params: { number: st.line }, body: { reason: 'LOST' } })],
  ['REQUEST_UNBLOCK_CODE', (st) => auth({ params: { number: st.line } })],
  ['UNBLOCK_LINE', async (st) => {
    const { requestId } = await first('REQUEST_UNBLOCK_CODE', auth({ params: { number: st.line } }));
    return auth({ params: { number: st.line }, body: { requestId, otpCode: await latestCode(gw, st.email) } });
  }],
  // Issue 45 parts 4-5, on fresh lines (st.line is blocked, switched and terminated by the samples above).
  ['GET_BALANCE_SHARE_OPTIONS', (st) => auth({ params: { number: st.line } })],
  ['START_BALANCE_SHARE', async () => {
    const [from, to] = [await lineCustomer(gw), await lineCustomer(gw)];
    return { params: { number: from.number }, body: { to: to.number, amount: 20 }, token: from.token };
  }],
  ['CONFIRM_BALANCE_SHARE', async () => {
    const from = await lineCustomer(gw);
    const started = await startedShare(gw, from, (await lineCustomer(gw)).number, 20);
    return { params: { shareId: started.share.shareId }, body: confirmBody(started), token: from.token };
  }],
  ['GET_ADVANCE_OPTIONS', (st) => auth({ params: { number: st.line } })],
  ['TAKE_ADVANCE', async () => {
    const c = await lowBalanceCustomer(gw);
    return { params: { number: c.number }, body: { amount: (await first('GET_ADVANCE_OPTIONS', { params: { number: c.number }, token: c.token })).offers[0].amount }, token: c.token };
  }],
  ['GET_TOPUP_OPTIONS', () => ({})],
  ['CREATE_TOPUP', (st) => auth({ params: { number: st.line }, body: { kind: 'RECHARGE', amount: 100 } })],
  ['GET_TOPUP', async (st) => auth({ params: { topupId: (await first('CREATE_TOPUP', auth({ params: { number: st.line }, body: { kind: 'RECHARGE', amount: 200 } }))).topupId } })],
  // Issue 44 part 6: a visitor's recharge of a customer's number.
  ['CREATE_PUBLIC_RECHARGE', (st) => ({ body: { number: st.line, amount: 100 } })],
  ['GET_HISTORY', () => auth({ query: { limit: 5 } })],
  ['GET_HISTORY_ENTRY', async () => auth({ params: { entryId: (await first('GET_HISTORY', auth({ query: { limit: 1 } }))).entries[0].id } })],
  ['GET_USAGE_HISTORY', (st) => auth({ params: { number: st.line } })],
  ['GET_SUBSCRIPTIONS', (st) => auth({ params: { number: st.line } })],
  ['SET_SUBSCRIPTION_RENEWAL', async (st) => {
    const { subscriptions } = await first('GET_SUBSCRIPTIONS', auth({ params: { number: st.line } }));
    return auth({ params: { number: st.line, subscriptionId: subscriptions.find((x: { renewable: boolean }) => x.renewable).id }, body: { renews: true } });
  }],
  ['STOP_SUBSCRIPTION', async (st) => {
    const { subscriptions } = await first('GET_SUBSCRIPTIONS', auth({ params: { number: st.line } }));
    return auth({ params: { number: st.line, subscriptionId: subscriptions.find((x: { stoppable: boolean }) => x.stoppable).id } });
  }],
  // Issue 45 parts 3 and 7: the inbox (the loyalty welcome above raised one), and the lines on the account's CNIC.
  ['GET_NOTIFICATIONS', () => auth({ query: { limit: 5 } })],
  ['GET_NOTIFICATION_COUNT', () => auth()],
  ['MARK_NOTIFICATION_READ', async () => auth({ params: { notificationId: (await first('GET_NOTIFICATIONS', auth({ query: { limit: 1 } }))).notifications[0].id } })],
  ['MARK_ALL_NOTIFICATIONS_READ', () => auth()],
  ['GET_CNIC_LINES', () => auth()],
  ['REPORT_CNIC_LINE', (st) => auth({ body: { number: st.line } })],
  ['START_CHAT', () => auth({ body: { topic: 'Where is my SIM?' }, headers: { 'idempotency-key': `chat-${Date.now()}` } })],
  ['GET_LOYALTY_PRODUCTS', () => ({ query: { category: 'vouchers' } })],
  ['GET_LOYALTY_CATEGORIES', () => ({})],
  ['OPT_IN_LOYALTY_BOOSTER', () => auth({ params: { campaignId: 'BOOST-DATA-DOUBLE' } })],
  ['GET_LOYALTY_MEMBER', (st) => auth({ params: { customerId: st.userId } })],
  ['REDEEM_LOYALTY_PRODUCT', () => auth({ body: { productId: 'LP-MIN-100' } })],
  ['BUY_LOYALTY_PRODUCT', () => auth({ body: { productId: 'LP-FOOD-500' } })],
  ['GET_LOYALTY_POINT_HISTORY', (st) => auth({ params: { customerId: st.userId } })],
  ['GET_LOYALTY_TIER_PROGRESS', () => auth()],
  ['GET_LOYALTY_BOOSTERS', () => ({})],
  ['GET_REDEMPTION_STATUS', async () => auth({ params: { redemptionId: (await first('REDEEM_LOYALTY_PRODUCT', auth({ body: { productId: 'LP-MIN-100' } }))).redemptionId } })],
  ['GET_USER_REWARDS', () => auth()],
  ['ALLOCATE_REWARD', () => auth({ body: { rewardId: 'RW-PARTNER-COFFEE' } })],
  ['CLAIM_WINBACK', () => auth({ body: { offerId: 'winback-50' } })],
  ['GET_SUBSCRIPTION_SPECIFICATIONS', () => ({})],
  ['UPDATE_ORDER', (st) => auth({ params: { orderRef: st.orderRef }, body: { billingAddress: { city: 'Multan' } } })],
  ['SET_DEFAULT_PAYMENT_METHOD', async (st) => {
    const cards = await first('ADD_PAYMENT_METHOD', auth({ params: { customer_id: st.userId }, body: card }));
    return auth({ params: { customer_id: st.userId, payment_method_id: cards[cards.length - 1].id } });
  }],
  ['REQUEST_EMAIL_CHANGE', () => auth({ body: { email: freshEmail('change') } })],
  ['VERIFY_EMAIL_CHANGE', async () => {
    const who = await signUp(gw);
    const to = freshEmail('changed');
    const { requestId } = await first('REQUEST_EMAIL_CHANGE', { token: who.token, body: { email: to } });
    return { token: who.token, body: { requestId, otpCode: await latestCode(gw, to) } };
  }],
  ['REQUEST_UPDATE_CARD_OTP', () => auth()],
  ['SET_AUTO_RENEWAL', async () => auth({ params: { number: (await first('GET_LINES', auth())).find((l: { status: string }) => l.status !== 'Inactive').number }, body: { autoRenew: false } })],
  ['VERIFY_UPDATE_CARD_OTP', async (st) => {
    const { requestId } = await first('REQUEST_UPDATE_CARD_OTP', auth());
    return auth({ body: { requestId, otpCode: await latestCode(gw, st.email) } });
  }],
  ['UPDATE_SUBSCRIPTION_CARD', async (st) => {
    const { requestId } = await first('REQUEST_UPDATE_CARD_OTP', auth());
    const { verificationId } = await first('VERIFY_UPDATE_CARD_OTP', auth({ body: { requestId, otpCode: await latestCode(gw, st.email) } }));
    const cards = await first('ADD_PAYMENT_METHOD', auth({ params: { customer_id: st.userId }, body: card }));
    return auth({ body: { verificationId, paymentMethodId: cards[0].id } });
  }],
];

describe('registry contract', () => {
  it('has a sample call for every registry entry', () => {
    const covered = new Set(samples.map(([n]) => n));
    expect(Object.keys(endpoints).filter((n) => !covered.has(n as EndpointName))).toEqual([]);
    expect(samples.length).toBe(covered.size);
  });

  it.each(samples)('%s answers 200 per its response schema', async (name, sample) => {
    const opts = await sample(s);
    let status: number;
    let body: Json;
    if ('form' in opts) {
      const res = await gw.fetch(endpoints[name].path, { method: 'POST', body: opts.form });
      status = res.status;
      body = await res.json();
    } else {
      ({ status, body } = await gw.call(name, opts));
    }
    expect({ status, body: status === 200 ? 'ok' : body }).toEqual({ status: 200, body: 'ok' });
    expect(responseErrors(name, status, body)).toEqual([]);
  });
});
