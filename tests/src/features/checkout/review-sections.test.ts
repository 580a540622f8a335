import { describe, expect, it } from 'vitest';
import type { OnboardingData } from '../../../../src/features/checkout/checkout-data';
import { addressLine, displayContact, reviewSections } from '../../../../src/features/checkout/review-sections';
import { summaryLines } from '../../../../src/features/checkout/preview-lines';
import { stepIndexInRole, type StepRole } from '../../../../engine';
import { compiled, stepProviding, wizardDefinition } from '../../../support/journeys';

/** The purchase step that asks for a piece of its data (journeys/onboarding.json). */
const asks = (key: string) => stepProviding(wizardDefinition('onboarding'), key).name;
/** The purchase step an edit link's role finds in the compiled journey. */
const found = (role: StepRole) => {
  const { steps } = compiled('onboarding').journey;
  return steps[stepIndexInRole(steps, role)]?.name;
};

// The personal-details step writes the email and the document at the top level (one name per fact).
const base: OnboardingData = {
  planId: 'plan-prepaid-monthly',
  email: 'a@b.pk',
  documentId: '3520212345671',
  selectedNumber: '923410063352',
  personal: { firstName: 'Ayesha', lastName: 'Khan', contactNumber: '3001234567', email: 'a@b.pk', CNICNumber: '3520212345671' },
};

describe('reviewSections (the summary a customer checks)', () => {
  it('doorstep delivery: number as elsewhere, SIM, address and slot, name, email, contact and CNIC, each with its step', () => {
    const sections = reviewSections({
      ...base,
      deliveryMethod: 'DOORSTEP_DELIVERY',
      slot: 'slot-1',
      sameAsBilling: true,
      billingAddress: { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: '12 Mall Road' },
      deliveryAddress: { postalCode: '54000', province: 'Punjab', city: 'Lahore', area: 'Gulberg', addressLine1: '12 Mall Road' },
    });
    // Each section's edit link goes to the purchase step that asks what it shows (read from journeys/onboarding.json).
    expect(sections.map((s) => [s.key, found(s.edit)])).toEqual([['number', asks('selectedNumber')], ['delivery', asks('deliveryAddress')], ['you', asks('personal')]]);
    expect(sections[0]!.facts).toEqual([
      { termId: 'review_number_new', text: '+92 341 0063352', ltr: true },
      { termId: 'review_sim', textId: 'item_sim_physical' },
    ]);
    expect(sections[1]!.facts).toEqual([
      { termId: 'review_delivery_method', textId: 'item_delivery_doorstep' },
      { termId: 'review_address', text: '12 Mall Road, Gulberg, Lahore, Punjab, 54000' },
      { termId: 'review_slot', lookup: { kind: 'slot', id: 'slot-1' } },
    ]);
    expect(sections[2]!.facts.map((f) => f.text)).toEqual(['Ayesha Khan', 'a@b.pk', '+92 300 1234567', '35202-1234567-1']);
  });

  it('pickup: the pickup point instead of an address; eSIM without delivery: no delivery section; port-in: the number brought', () => {
    const pickup = reviewSections({ ...base, deliveryMethod: 'SELF_PICKUP', pickupLocation: 'loc-1' });
    expect(pickup[1]!.facts).toEqual([{ termId: 'review_delivery_method', textId: 'item_delivery_pickup' }, { termId: 'review_pickup', lookup: { kind: 'pickup', id: 'loc-1' } }]);
    const esim = reviewSections({ ...base, simType: 'esim' });
    expect(esim.map((s) => s.key)).toEqual(['number', 'you']);
    expect(esim[0]!.facts[1]).toEqual({ termId: 'review_sim', textId: 'item_sim_esim' });
    const port = reviewSections({ ...base, numberType: 'PORT_IN', portIn: { donorTelco: 'jazz', currentNumber: '923219876543' } });
    expect(port[0]!.facts[0]).toEqual({ termId: 'review_number_port_in', text: '+92 321 9876543', ltr: true });
  });

  it.each([
    ['3001234567', '+92 300 1234567'],
    ['03001234567', '+92 300 1234567'],
    ['923001234567', '+92 300 1234567'],
    ['12', '12'],
  ])('displayContact(%s) → %s', (input, expected) => expect(displayContact(input)).toBe(expected));

  it('addressLine leaves out what is empty', () => expect(addressLine({ city: 'Lahore', addressLine1: '1 A St', area: '' })).toBe('1 A St, Lahore'));
});

describe('summaryLines: no repeated labels', () => {
  it('names the number as elsewhere, the SIM and the delivery by what they are', () => {
    const lines = summaryLines({
      items: [
        { type: 'PLAN', sku: 'p', name: 'Monthly Prepaid', quantity: 1, unitPrice: 1, amount: 1 },
        { type: 'NEW_NUMBER', sku: '923410063352', name: 'Number 923410063352', quantity: 1, unitPrice: 0, amount: 0 },
        { type: 'FEE', sku: 'SIM_FEE', name: 'SIM card', quantity: 1, unitPrice: 1, amount: 1 },
        { type: 'DELIVERY_FEE_SKU', sku: 'DOORSTEP_DELIVERY', name: 'Delivery', quantity: 1, unitPrice: 1, amount: 1 },
      ],
      currency: 'PKR', subtotal: 3, tax: 0, total: 3,
    });
    expect(lines.map((l) => [l.labelled, l.name, l.nameId])).toEqual([
      [true, 'Monthly Prepaid', undefined],
      [true, '+92 341 0063352', undefined],
      [false, 'SIM card', 'item_sim_physical'],
      [false, 'Delivery', 'item_delivery_doorstep'],
    ]);
  });
});
