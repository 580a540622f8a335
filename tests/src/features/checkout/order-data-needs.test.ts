import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { purchasePaymentInput } from '../../../../src/features/checkout/actors';
import { createOrderBody, previewBody } from '../../../../src/features/checkout/order-request';
import { reviewSections } from '../../../../src/features/checkout/review-sections';
import type { OnboardingData } from '../../../../src/features/checkout/checkout-data';
import { CUSTOMER_WORLDS } from '../../journey/onboarding-fixtures';
import { stepHosting, stepInvoking, wizardDefinition } from '../../../support/journeys';

/** The purchase's data keys (schemas/journey-data/onboarding.schema.json). */
const DATA_KEYS = new Set(Object.keys((JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'schemas', 'journey-data', 'onboarding.schema.json'), 'utf8')) as { properties: object }).properties));

/** Every customer the model tests walk, and a pick-up at a point, so each branch of the order reads what it reads. */
const WORLDS: Array<Record<string, unknown>> = [...CUSTOMER_WORLDS, { ...CUSTOMER_WORLDS[0], deliveryMethod: 'SELF_PICKUP', pickupLocation: 'pickup-1' }];

/** The journey data keys `build` reads of each world's data (through a proxy that notes each top-level read). */
function keysRead(build: (data: OnboardingData) => unknown): string[] {
  const read = new Set<string>();
  for (const world of WORLDS) {
    const data = new Proxy(world, {
      get: (target, key) => (typeof key === 'string' && read.add(key), Reflect.get(target, key)),
      has: (target, key) => (typeof key === 'string' && read.add(key), Reflect.has(target, key)),
    });
    build(data as OnboardingData);
  }
  return [...read].filter((k) => DATA_KEYS.has(k)).sort();
}

/** What a step may read of the journey's data: what it needs (placed after) and what it provides itself. */
const declared = (step: { needs?: readonly string[]; provides?: readonly string[] }) => new Set([...(step.needs ?? []), ...(step.provides ?? [])]);

/**
 * The purchase's steps that build the order declare in their JSON every datum the order is made of, so
 * `journeys:check` refuses moving either before a step that collects one (issue 42: a step declares what it needs).
 * The summary shows the order (its preview and review) and keeps the attempt key of its body (confirmOrderSummary);
 * the payment step hands the order to journeys/payment.json (payPurchaseStart → purchasePaymentInput). Steps are
 * found by their work, not their names.
 */
describe('the steps that build the order declare the data it reads', () => {
  const purchase = wizardDefinition('onboarding');

  it('the order summary: its preview, its review and the order body it keeps the attempt key of', () => {
    const summary = stepInvoking(purchase, 'confirmOrderSummary');
    const read = keysRead((d) => [previewBody(d), reviewSections(d), createOrderBody(d)]);
    expect(read.length).toBeGreaterThan(5);
    expect(read.filter((k) => !declared(summary).has(k)), `add to the needs of '${summary.name}'`).toEqual([]);
  });

  it('the payment step: the order it hands to the payment journey', () => {
    const payment = stepHosting(purchase, 'payment');
    const read = keysRead((d) => [previewBody(d), purchasePaymentInput(d)]);
    expect(read).toContain('kycPending');
    expect(read.filter((k) => !declared(payment).has(k)), `add to the needs of '${payment.name}'`).toEqual([]);
  });
});
