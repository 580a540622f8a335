/**
 * What a sandbox gateway answers during an onboarding, as small fixtures in the registry's response shapes
 * (each answer is checked against its endpoint's precompiled validator by tests/support/fake-api.ts), and the
 * journey data a customer has collected by the time they reach the later steps.
 */
import { BILLING_CONFIG, EKYC_CONFIG, PERSONAL_CONFIG } from '../../fields/sample-configs';
import { GUARD_WORLDS } from '../../support/wizard-model';
import type { FakeAnswers } from '../../support/fake-api';
import type { GetEkycConfigResult, GetFormConfigResult } from '../../../src/api/generated/response-types';

const price = (amount: number) => ({ amount, currency: 'PKR' as const, taxIncluded: true as const });
const PLANS = [
  { id: 'plan-prepaid-monthly', type: 'PLAN' as const, productType: 'prepaid' as const, category: 'monthly', name: 'Monthly Prepaid', validityDays: 30, price: price(1499) },
  { id: 'plan-postpaid-monthly', type: 'PLAN' as const, productType: 'postpaid' as const, category: 'monthly', name: 'Monthly Postpaid', validityDays: 30, price: price(2499) },
];
const NUMBERS = Array.from({ length: 12 }, (_, i) => ({ number: `9234100000${String(i).padStart(2, '0')}`, category: 'free', numberClass: 'FREE_NUMBER' as const, price: 0 }));

/** One canned answer per endpoint an onboarding screen reads when it opens. */
export const ONBOARDING_ANSWERS: FakeAnswers = {
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
const CUSTOMER: Record<string, unknown> = {
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
};
const PORT_IN = { portIn: { donorTelco: 'jazz', currentNumber: '923215550001', eligible: true, requestId: 'mnp-1', verified: true }, selectedNumber: null };

/**
 * The guard worlds of the engine's model-based tests, each carrying a whole customer's data: the skip guards
 * see exactly the same values (so the state space is the same), and the screens see plausible journeys.
 */
export const CUSTOMER_WORLDS: ReadonlyArray<Record<string, unknown>> = GUARD_WORLDS.map((world) => ({
  ...CUSTOMER,
  // Every world assigns the same keys, so a NEXT replaces the world wholesale and no mixed worlds arise.
  ...(world.numberType === 'PORT_IN' ? PORT_IN : { portIn: null }),
  ...(world.simType === 'esim' && world.esimDeliveryNeeded !== true ? { deliveryMethod: null, slot: null } : {}),
  ...world,
}));
