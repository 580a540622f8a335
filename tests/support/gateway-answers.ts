/**
 * What the sandbox gateway answers, as small fixtures: one place per endpoint, used by the jsdom screen tests and by
 * the path replay over the fake gateway (scripts/studio/gateway-replay.ts, `npm run journeys:paths -- <j> --replay`).
 */
import { BILLING_CONFIG, EKYC_CONFIG, PERSONAL_CONFIG } from '../fields/sample-configs';
import type { FakeAnswers } from './fake-api';
import type { GetEkycConfigResult, GetFormConfigResult } from '../../src/api/generated/response-types';

const price = (amount: number) => ({ amount, currency: 'PKR' as const, taxIncluded: true as const });
const PLANS = [
  { id: 'plan-prepaid-monthly', type: 'PLAN' as const, productType: 'prepaid' as const, category: 'monthly', name: 'Monthly Prepaid', validityDays: 30, price: price(1499) },
  { id: 'plan-postpaid-monthly', type: 'PLAN' as const, productType: 'postpaid' as const, category: 'monthly', name: 'Monthly Postpaid', validityDays: 30, price: price(2499) },
];
const NUMBERS = Array.from({ length: 12 }, (_, i) => ({ number: `9234100000${String(i).padStart(2, '0')}`, category: 'free', numberClass: 'FREE_NUMBER' as const, price: 0 }));

/**
 * One canned answer per endpoint of the registry (schemas/endpoints.ts) that a journey's screens or actors call, in
 * the registry's response shapes: the reads a screen makes when it opens, and the writes a step's work makes. The
 * fake gateway (tests/support/fake-api.ts) checks each request as the gateway does and each answer with the
 * endpoint's own validator, so a fixture that drifts from schemas/ fails where it is used.
 */
export const GATEWAY_ANSWERS: FakeAnswers = {
  GET_GLOBAL_CONFIG: () => ({
    country_config: {
      country_code: 'PK',
      international_code: '+92',
      default_timezone: 'Asia/Karachi',
      currency: { code: 'PKR', symbol: 'Rs' },
      i18n: { locale: 'en-PK', currency_format: '{symbol} {amount}' },
      decimal_specification: 2,
      default_language: 'en',
    },
    eligibility: { enabled: true },
    number_types: [{ type: 'NEW', enabled: true }, { type: 'PORT_IN', enabled: true }],
  }),
  GET_BANNERS: () => [{ id: 'b1', title: 'Double data this week', link: '/web/pre-checkout' }],
  GET_PRODUCT_VARIANTS: ({ query }) => PLANS.filter((p) => p.productType === query?.productType),
  GET_ELIGIBLE_ADDONS: () => [{ id: 'addon-a', type: 'ADDON', name: 'Extra 10 GB', price: price(500) }],
  GET_CONFIGURATION: () => ({ inventory: {} }),
  GET_NUMBER_CATEGORIES: () => [{ id: 'free', name: 'Free', numberClass: 'FREE_NUMBER', price: 0 }],
  GET_GOLDEN_NUMBER_CATEGORIES: () => [],
  GET_NUMBERS: ({ query }) => NUMBERS.slice(0, Number(query?.limit ?? 6)),
  GET_ESIM_SPECIFICATION: () => ({ type: 'new', deliveryNeeded: false, activationMethod: 'QR_CODE' }),
  GET_PORTIN_CONFIG: () => ({ enabled: true, otpRequired: true, otpLength: 6 }),
  GET_DONOR_TELCOS: () => [{ id: 'jazz', name: 'Jazz' }, { id: 'zong', name: 'Zong' }],
  // The field renderer's own sample configs; their schema type is wider than the endpoint's generated one, and the
  // fake client checks them against the endpoint's validator at run time.
  GET_FORM_CONFIG: ({ params }) =>
    (params?.form === 'personal' ? PERSONAL_CONFIG : { ...BILLING_CONFIG, form: params?.form === 'delivery' ? 'delivery' : 'billing' }) as unknown as GetFormConfigResult,
  GET_DELIVERY_METHODS: () => [
    { id: 'DOORSTEP_DELIVERY', name: 'Doorstep', fee: 150 },
    { id: 'SELF_PICKUP', name: 'Self pickup', fee: 0 },
  ],
  GET_SLOTS: () => [{ id: 'SLOT-1', date: '2030-01-02', from: '09:00', to: '12:00', available: true }],
  GET_SLOT: () => ({ id: 'SLOT-1', date: '2030-01-02', from: '09:00', to: '12:00', available: true }),
  GET_SELF_PICKUP_ADDRESSES: () => ({ pickupLocations: [{ id: 'P1', name: 'Gulberg store', postalCode: '54000', city: 'Lahore', address: { addressLine1: '1 Main Boulevard' } }] }),
  GET_ADDRESS_LOOKUP: () => [{ postalCode: '54000', country: 'PK', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Gulberg' }],
  GET_EKYC_CONFIG: () => EKYC_CONFIG as unknown as GetEkycConfigResult,
  GET_NATIONALITIES: () => ['Pakistani', 'Afghan'],
  GET_EKYC_CONTEXT_SPECIFICATIONS: ({ query }) => ({ context: String(query?.context ?? 'onboarding'), kycRequired: true, nationalitySelect: true }),
  ORDER_PREVIEW: () => ({
    items: [
      { type: 'PLAN', sku: 'plan-prepaid-monthly', name: 'Monthly Prepaid', quantity: 1, unitPrice: 1499, amount: 1499 },
      { type: 'FEE', sku: 'sim-fee', name: 'SIM fee', quantity: 1, unitPrice: 100, amount: 100 },
    ],
    currency: 'PKR',
    subtotal: 1599,
    tax: 312,
    total: 1911,
  }),
  GET_PAYMENT_METHODS: () => [
    { id: 'CARD', type: 'card', name: 'Card', brands: ['visa', 'mastercard'] },
    { id: 'EASYPAISA', type: 'wallet', name: 'Easypaisa' },
    { id: 'JAZZCASH', type: 'wallet', name: 'JazzCash' },
  ],
};

/** What a customer has told the journey by checkout: plan, add-on, a held number, personal and address details. */
const ONBOARDING_CUSTOMER: Record<string, unknown> = {
  productType: 'prepaid',
  planId: 'plan-prepaid-monthly',
  planName: 'Monthly Prepaid',
  planPrice: 1499,
  addons: ['addon-a'],
  selectedNumber: '923410000001',
  numberCategory: 'free',
  numberClass: 'FREE_NUMBER',
  numberPrice: 0,
  lockedUntil: Date.UTC(2099, 0, 1),
  email: 'ayesha@example.pk',
  documentType: 'CNIC',
  documentId: '3520212345671',
  personal: { firstName: 'Ayesha', lastName: 'Khan', dob: '15-06-1990', contactNumber: '3001234567', email: 'ayesha@example.pk', CNICNumber: '3520212345671' },
  billingAddress: { addressLine1: '12 Mall Road', street: 'Mall Road', city: 'Lahore', postalCode: '54000' },
  sameAsBilling: true,
  deliveryMethod: 'DOORSTEP_DELIVERY',
  slot: 'SLOT-1',
  paymentMethod: 'CARD',
  // A number brought along, checked and its code verified on the port-in screen (its work then moves on).
  portIn: { donorTelco: 'jazz', currentNumber: '923215550001', eligible: true, requestId: 'mnp-1', verified: true },
};
/**
 * What a customer types on each wizard's screens, by journey id: the replay over the fake gateway gives a step's
 * part of it (the keys its `provides` names) when the path leaves that step, beside the path's own data.
 */
// A manage journey's line is the model's own number (scripts/studio/model-events.ts MODEL_INPUT), which a path's
// confirmations type ("type your number to terminate it").
export const CUSTOMER_DATA: Record<string, Record<string, unknown>> = {
  onboarding: ONBOARDING_CUSTOMER,
  'plan-switch': { number: '923000000000', planId: 'plan-postpaid-monthly' },
  termination: { number: '923000000000', reasonId: 'R1', feedback: 'Moving abroad' },
  'sim-replacement': { number: '923000000000', reason: 'LOST', agreeTerms: true, deliveryMethod: 'DOORSTEP_DELIVERY', deliveryAddress: { addressLine1: '12 Mall Road', street: 'Mall Road', city: 'Lahore', postalCode: '54000' } },
  'reschedule-delivery': { orderRef: 'ORD-1', shipmentRef: 'SHP-1', newSlot: { id: 'SLOT-1', date: '2030-01-02', from: '09:00', to: '12:00' } },
  // The code typed is the one the fake gateway's UNBLOCK_LINE takes (issue 45).
  'lost-sim': { number: '923000000000', reason: 'LOST', otpCode: '123456' },
  // The subscription the customer chose on My subscriptions (issue 44).
  'stop-subscription': { number: '923000000000', subscriptionId: '2', stoppedName: 'Extra 10 GB' },
  // Issue 45 parts 4-5: a share of Rs 100 to another Sitara number, confirmed by the code; an advance of Rs 50.
  'balance-share': { number: '923000000000', to: '923001111111', amount: 100, otpCode: '123456' },
  'emergency-advance': { number: '923000000000', amount: 50, fee: 6 },
  // Issue 44 part 6: a visitor's recharge of a Sitara number.
  'recharge-any': { number: '923000000000', amount: 200 },
};

/** A line as the gateway answers a write to it (schemas/api/lines.ts), in `status`, blocked or not (issue 45). */
const lineAnswer = (number: unknown, status: 'Active' | 'Suspend') => ({
  number: String(number ?? '923000000000'),
  planId: 'plan-prepaid-monthly',
  planName: 'Monthly Prepaid',
  status,
  simType: 'physical_sim' as const,
  numberType: 'NEW' as const,
  orderRef: 'ORD-LINE-1',
  autoRenew: true,
  activatedAt: Date.UTC(2030, 0, 1),
  createdAt: Date.UTC(2030, 0, 1),
  blockedAt: status === 'Suspend' ? Date.UTC(2030, 0, 2) : null,
  usage: null,
});

/** A balance share as the gateway answers it (schemas/api/airtime.ts), started or confirmed (issue 45). */
const shareAnswer = (number: unknown, body: unknown, status: 'PENDING' | 'DONE') => {
  const ask = body as { to?: unknown; amount?: unknown };
  const amount = Number(ask.amount ?? 100);
  return {
    shareId: 'BS-0000AAAA', from: String(number ?? '923000000000'), to: String(ask.to ?? '923001111111'), amount, fee: 5, total: amount + 5, status,
    requestId: status === 'PENDING' ? 'SHARE-REPLAY-1' : null, expiresIn: status === 'PENDING' ? 120 : null, balance: 395,
    createdAt: Date.UTC(2030, 0, 2), doneAt: status === 'DONE' ? Date.UTC(2030, 0, 2) : null,
  };
};

/** A service request as the gateway answers its writes (SPEC §7 service requests). */
const serviceRequest = (type: 'PLAN_SWITCH' | 'SIM_REPLACEMENT' | 'TERMINATION_REQUEST', number: unknown, pays: boolean, requestId: unknown = 'SR-REPLAY1') => ({
  requestId: String(requestId),
  type,
  status: 'SUBMITTED' as const,
  number: String(number ?? '923001234567'),
  ...(type === 'TERMINATION_REQUEST' ? {} : { paymentRequired: pays, totalCharges: pays ? 500 : 0 }),
  createdAt: Date.UTC(2030, 0, 1),
});

/**
 * The gateway's answers for one customer group (a QA path's data world, scripts/studio/walkers.ts): the reads above,
 * and the writes a step's work makes, answered as the sandbox answers that customer (an order that costs nothing says
 * so). One place per endpoint: a write's fixture is here and nowhere else.
 */
export function gatewayAnswers(world: Record<string, unknown> = {}): FakeAnswers {
  const pays = world.paymentRequired !== false;
  return {
    ...GATEWAY_ANSWERS,
    GET_WINBACK_SETTINGS: () => ({ enabled: false }),
    SET_SIM_REPLACEMENT_DELIVERY: ({ params }) => serviceRequest('SIM_REPLACEMENT', undefined, pays, params?.requestId),
    GET_SERVICE_REQUEST: ({ params }) => serviceRequest('SIM_REPLACEMENT', undefined, pays, params?.requestId),
    CREATE_ORDER: ({ body }) => {
      const order = body as { numberType?: 'NEW' | 'PORT_IN'; simType?: 'physical_sim' | 'esim'; selectedNumber?: string };
      const preview = GATEWAY_ANSWERS.ORDER_PREVIEW!({});
      return {
        orderRef: 'ORD-REPLAY-1',
        order_ref: 'ORD-REPLAY-1',
        order_type: 'SIM_ONLY',
        status: 'CREATED',
        state: 'CREATED',
        paymentStatus: 'NOT_INITIATED',
        number: order.selectedNumber ?? null,
        ...(order.numberType ? { numberType: order.numberType } : {}),
        ...(order.simType ? { simType: order.simType } : {}),
        total: preview.total,
        preview,
      };
    },
    SUBMIT_MANUAL_EKYC: ({ form }) => ({ submissionId: 'KYC-REPLAY-1', orderId: String((JSON.parse(String(form?.get('kycData') ?? '{}')) as { orderId?: unknown }).orderId), status: 'SUBMITTED' }),
    TERMINATE_NUMBER: ({ body }) => serviceRequest('TERMINATION_REQUEST', (body as { number?: unknown }).number, false),
    BLOCK_LINE: ({ params }) => lineAnswer(params?.number, 'Suspend'),
    REQUEST_UNBLOCK_CODE: () => ({ requestId: 'UNBLOCK-REPLAY-1', expiresIn: 120 }),
    UNBLOCK_LINE: ({ params }) => lineAnswer(params?.number, 'Active'),
    STOP_SUBSCRIPTION: ({ params }) => ({ number: String(params?.number), status: 'Active', autoRenew: true, renewsAt: 1_900_000_000_000, periodDays: 30, airtimeBalance: 500, subscriptions: [] }),
    START_BALANCE_SHARE: ({ params, body }) => shareAnswer(params?.number, body, 'PENDING'),
    CONFIRM_BALANCE_SHARE: () => shareAnswer('923000000000', { to: '923001111111', amount: 100 }, 'DONE'),
    TAKE_ADVANCE: ({ body }) => ({
      advance: { advanceId: 'EA-0000AAAA', amount: Number((body as { amount?: unknown }).amount ?? 50), fee: 6, owed: Number((body as { amount?: unknown }).amount ?? 50) + 6, status: 'OUTSTANDING', takenAt: Date.UTC(2030, 0, 2), repaidAt: null },
      balance: 60,
    }),
    CREATE_PUBLIC_RECHARGE: ({ body }) => ({
      topupId: 'TU-0000AB12', number: String((body as { number?: unknown }).number ?? '923000000000'), kind: 'RECHARGE', amount: 200, bundleId: null,
      status: 'OPEN', createdAt: Date.UTC(2030, 0, 1), balanceAdded: 173.91, tax: 26.09,
    }),
    CREATE_PLAN_SWITCH: ({ body }) => serviceRequest('PLAN_SWITCH', (body as { number?: unknown }).number, pays),
    CREATE_SIM_REPLACEMENT_ORDER: ({ body }) => serviceRequest('SIM_REPLACEMENT', (body as { number?: unknown }).number, pays),
    RESCHEDULE_SHIPMENT_V2: ({ body }) => ({ rescheduleId: 'RS-REPLAY-1', shipmentRef: String((body as { shipmentRef?: unknown }).shipmentRef), fee: pays ? 150 : 0, paymentRequired: pays }),
  };
}

/**
 * What a child journey's screen sends with a customer's event, by journey id and event type: the replay merges it
 * into the path's event (the eKYC form's submission: the KYC typed and the images picked).
 */
export const CUSTOMER_EVENTS: Record<string, Record<string, Record<string, unknown>>> = {
  'manual-ekyc-submit': {
    SUBMIT: {
      submission: {
        kyc: { nationality: 'Pakistani', documentType: 'CNIC', documentId: '3520212345671', expiryDate: '01-01-2031' },
        values: {},
      },
    },
  },
};
