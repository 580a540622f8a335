import { describe, expect, it } from 'vitest';
import { capitalise, choosePlan, filterIdOf, filterPlans, isComingSoon, PLAN_FILTERS, type Plan } from '../../../../src/features/catalog/plan-list';
import { landingChoiceFrom, promoCodeFrom } from '../../../../src/features/catalog/journey-data';

const plan = (id: string, productType: 'prepaid' | 'postpaid' | 'hybrid', category: string, amount = 100): Plan => ({
  id, type: 'PLAN', productType, category, name: id, price: { amount, currency: 'PKR', taxIncluded: true },
});
const PLANS: Plan[] = [plan('pre-monthly', 'prepaid', 'monthly'), plan('pre-weekly', 'prepaid', 'weekly'), plan('post-annual', 'postpaid', 'annual'), { ...plan('addon', 'prepaid', 'monthly'), type: 'ADDON' }];

describe('plan filters (SPEC §1 labels)', () => {
  it('lists All then the six plan labels in order', () => {
    expect(PLAN_FILTERS.map((f) => f.messageId)).toEqual(['filter_all', 'filter_special', 'filter_group', 'filter_annual', 'filter_semi_annual', 'filter_monthly', 'filter_weekly']);
  });
  it.each([
    { name: 'all prepaid plans', type: 'prepaid' as const, filter: 'all', expected: ['pre-monthly', 'pre-weekly'] },
    { name: 'prepaid monthly only', type: 'prepaid' as const, filter: 'monthly', expected: ['pre-monthly'] },
    { name: 'a filter with nothing', type: 'prepaid' as const, filter: 'annual', expected: [] },
    { name: 'another product type', type: 'postpaid' as const, filter: 'all', expected: ['post-annual'] },
    { name: 'add-ons never listed as plans', type: 'prepaid' as const, filter: 'monthly', expected: ['pre-monthly'] },
  ])('$name', ({ type, filter, expected }) => {
    expect(filterPlans(PLANS, type, filter).map((p) => p.id)).toEqual(expected);
  });
  it.each([
    { saved: 'weekly', expected: 'weekly' },
    { saved: 'bogus', expected: 'all' },
    { saved: undefined, expected: 'all' },
  ])('saved filter $saved reads as $expected', ({ saved, expected }) => expect(filterIdOf(saved)).toBe(expected));
});

describe('plan coming soon', () => {
  it.each([
    { type: 'prepaid' as const, expected: false },
    { type: 'hybrid' as const, expected: true },
  ])('$type → $expected', ({ type, expected }) => expect(isComingSoon(PLANS, type)).toBe(expected));
  it.each([
    { word: 'postpaid', expected: 'Postpaid' },
    { word: 'hybrid', expected: 'Hybrid' },
    { word: '', expected: '' },
  ])('capitalise($word) = $expected', ({ word, expected }) => expect(capitalise(word)).toBe(expected));
});

describe('choosing a plan (SPEC §4: another plan clears the add-ons)', () => {
  it.each([
    { name: 'same plan keeps add-ons', data: { planId: 'pre-monthly', addons: ['a1'] }, plan: PLANS[0]!, addons: ['a1'] },
    { name: 'another plan clears add-ons', data: { planId: 'pre-weekly', addons: ['a1', 'a2'] }, plan: PLANS[0]!, addons: [] },
    { name: 'first choice starts empty', data: {}, plan: PLANS[2]!, addons: [] },
  ])('$name', ({ data, plan: chosen, addons }) => {
    const patch = choosePlan(data, chosen);
    expect(patch).toMatchObject({ planId: chosen.id, productType: chosen.productType, planPrice: chosen.price.amount, addons });
  });
});

describe('promo_code query parameter', () => {
  it.each([
    { search: '?promo_code=save10', expected: 'SAVE10' },
    { search: '?promo_code=%20WELCOME2025%20', expected: 'WELCOME2025' },
    { search: '?promo_code=ab', expected: undefined },
    { search: '?promo_code=<script>', expected: undefined },
    { search: '', expected: undefined },
  ])('$search → $expected', ({ search, expected }) => expect(promoCodeFrom(search)).toBe(expected));
});

describe('landingChoiceFrom: what a banner link chooses ahead (issue 30)', () => {
  const FILTERS = ['all', 'monthly', 'annual'];
  it.each([
    { search: '?filter=monthly', expected: { planFilter: 'monthly' } },
    { search: '?sim=esim', expected: { simType: 'esim' } },
    { search: '?number=port-in&filter=annual', expected: { planFilter: 'annual', numberType: 'PORT_IN' } },
    { search: '?filter=nope&sim=physical&number=x', expected: {} },
    { search: '', expected: {} },
  ])('$search → $expected', ({ search, expected }) => expect(landingChoiceFrom(search, FILTERS)).toEqual(expected));
});
