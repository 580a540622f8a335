/** Catalog and number payloads (SPEC §7 "Catalog and numbers"). */
import { closed, digits, envelope, listOf, money, nonEmpty, open, request, type JsonSchema } from './common';

const productType: JsonSchema = { enum: ['prepaid', 'postpaid', 'hybrid'] };
const price: JsonSchema = open({ amount: money, currency: { const: 'PKR' }, taxIncluded: { const: true } }, ['amount', 'currency', 'taxIncluded']);

export const variant: JsonSchema = open(
  {
    id: nonEmpty,
    type: { enum: ['PLAN', 'ADDON', 'BUNDLE'] },
    productType,
    productTypes: listOf(productType),
    category: nonEmpty,
    filterLabel: nonEmpty,
    name: nonEmpty,
    validityDays: { type: 'integer' },
    price,
    // What a customer compares plans by (data in GB, minutes on and off the network, SMS); -1 means unlimited.
    allowances: open(
      { dataGb: { type: 'number', minimum: -1 }, onNetMinutes: { type: 'integer', minimum: -1 }, offNetMinutes: { type: 'integer', minimum: -1 }, sms: { type: 'integer', minimum: -1 } },
      ['dataGb', 'onNetMinutes', 'offNetMinutes', 'sms'],
    ),
    recommended: { type: 'boolean' },
    // upfront: paid once per validity period (prepaid); monthly: a monthly bill (postpaid).
    billing: { enum: ['upfront', 'monthly'] },
  },
  ['id', 'type', 'name', 'price'],
);

export const variantsQuery = request({
  productType,
  category: { enum: ['special', 'group', 'annual', 'semi-annual', 'monthly', 'weekly'] },
});
export const variantsResponse = envelope(listOf(variant));
export const eligibleAddonsQuery = request({ planId: nonEmpty }, ['planId']);

const numberClass: JsonSchema = { enum: ['FREE_NUMBER', 'PREMIUM_NUMBER'] };
export const numberCategoriesResponse = envelope(
  listOf(open({ id: nonEmpty, name: nonEmpty, numberClass, price: money, golden: { type: 'boolean' } }, ['id', 'numberClass', 'price'])),
);
export const goldenCategoriesResponse = envelope(listOf(open({ id: nonEmpty, name: nonEmpty, pattern: nonEmpty, price: money }, ['id', 'name'])));
export const numbersQuery = request({
  category: { enum: ['free', 'premium', 'golden'] },
  limit: { type: 'integer', minimum: 1, maximum: 40 },
  search: { type: 'string', pattern: '^[0-9]{1,12}$' },
});
export const numbersResponse = envelope(
  listOf(closed({ number: digits(12), category: nonEmpty, numberClass, price: money }, ['number', 'category', 'numberClass', 'price'])),
);
export const numberLockResponse = envelope(
  open({ number: digits(12), lockedUntil: { type: 'integer' }, expiresIn: { type: 'integer' } }, ['number', 'lockedUntil', 'expiresIn']),
);

export const numberOfLinesSpecResponse = envelope(open({ maxLinesPerDocument: { type: 'integer', minimum: 1 } }, ['maxLinesPerDocument']));
export const numberOfLinesQuery = request({ documentId: { type: 'string', pattern: '^[A-Za-z0-9]{5,20}$' } });
export const numberOfLinesResponse = envelope(
  open({ enabled: { type: 'boolean' }, eligible: { type: 'boolean' }, lines: { type: 'integer' }, maxLines: { type: 'integer' } }, ['enabled']),
);
export const nationalitiesResponse = envelope(listOf({ type: 'string' }));
