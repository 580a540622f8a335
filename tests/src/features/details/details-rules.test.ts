import { describe, expect, it } from 'vitest';
import { addressNextData, checkAddressSlot, type AddressChoice } from '../../../../src/features/details/address-submission';
import {
  availableDeliveryMethods,
  chosenSlot,
  deliveryProblems,
  deliveryRequired,
  initialDeliveryMethod,
  FIRST_SLOT_DAYS,
  slotDaysShown,
  slotsByDate,
  type Slot,
} from '../../../../src/features/details/delivery-rules';
import { restoredAddress, restoredPersonal } from '../../../../src/features/details/journey-data';
import { checkPersonal, personalNextData, personalVerdict } from '../../../../src/features/details/personal-submission';
import { copyBillingToDelivery, effectiveDeliveryAddress } from '../../../../src/features/details/same-as-billing';

const DELIVERY = ['postalCode', 'city', 'addressLine1'];

describe('same-as-billing copy (SPEC §4)', () => {
  type Row = { name: string; billing: Record<string, string>; delivery: Record<string, string>; expected: Record<string, string> };
  it.each<Row>([
    { name: 'copies every shared field', billing: { postalCode: '54000', city: 'Lahore', addressLine1: '1 Mall Rd' }, delivery: {}, expected: { postalCode: '54000', city: 'Lahore', addressLine1: '1 Mall Rd' } },
    { name: 'billing wins over typed delivery', billing: { city: 'Lahore' }, delivery: { city: 'Karachi' }, expected: { city: 'Lahore' } },
    { name: 'billing-only fields are not copied', billing: { city: 'Lahore', floor: '2', blockNumber: 'B' }, delivery: {}, expected: { city: 'Lahore' } },
    { name: 'delivery-only value is kept when billing lacks it', billing: { city: 'Lahore' }, delivery: { addressLine1: 'Gate 2' }, expected: { city: 'Lahore', addressLine1: 'Gate 2' } },
  ])('$name', ({ billing, delivery, expected }) => {
    expect(copyBillingToDelivery(billing, delivery, DELIVERY)).toEqual(expected);
  });
  it('uses typed delivery when same-as-billing is off', () => {
    expect(effectiveDeliveryAddress(false, { city: 'Lahore' }, { city: 'Karachi' }, DELIVERY)).toEqual({ city: 'Karachi' });
    expect(effectiveDeliveryAddress(true, { city: 'Lahore' }, { city: 'Karachi' }, DELIVERY)).toEqual({ city: 'Lahore' });
  });
});

describe('delivery-method availability', () => {
  const all = ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL', 'DRONE'];
  it.each([
    { name: 'web: no retail', ctx: { channel: 'web', storeId: null }, expected: ['DOORSTEP_DELIVERY', 'SELF_PICKUP'] },
    { name: 'retail without store: no retail', ctx: { channel: 'retail', storeId: null }, expected: ['DOORSTEP_DELIVERY', 'SELF_PICKUP'] },
    { name: 'retail with store', ctx: { channel: 'retail', storeId: 'ST-LHR-01' }, expected: ['DOORSTEP_DELIVERY', 'SELF_PICKUP', 'RETAIL'] },
  ])('$name', ({ ctx, expected }) => {
    expect(availableDeliveryMethods(all, ctx)).toEqual(expected);
  });
  it.each([
    { saved: 'SELF_PICKUP' as const, available: ['DOORSTEP_DELIVERY', 'SELF_PICKUP'] as const, expected: 'SELF_PICKUP' },
    { saved: 'RETAIL' as const, available: ['DOORSTEP_DELIVERY'] as const, expected: 'DOORSTEP_DELIVERY' },
    { saved: null, available: [] as const, expected: null },
  ])('initial method from $saved', ({ saved, available, expected }) => {
    expect(initialDeliveryMethod(saved, available)).toBe(expected);
  });
});

describe('eSIM delivery rule (SPEC §4)', () => {
  it.each([
    { data: { simType: 'physical_sim' as const }, expected: true },
    { data: {}, expected: true },
    { data: { simType: 'esim' as const }, expected: false },
    { data: { simType: 'esim' as const, esimDeliveryNeeded: false }, expected: false },
    { data: { simType: 'esim' as const, esimDeliveryNeeded: true }, expected: true },
  ])('$data → $expected', ({ data, expected }) => {
    expect(deliveryRequired(data)).toBe(expected);
  });
});

describe('slot choice', () => {
  const slots: Slot[] = [
    { id: 'S2', date: '2026-01-02', from: '09:00', to: '12:00', available: true },
    { id: 'S1', date: '2026-01-01', from: '09:00', to: '12:00', available: false },
    { id: 'S3', date: '2026-01-02', from: '12:00', to: '15:00', available: true },
  ];
  it.each([
    { saved: 'S2', expected: 'S2' },
    { saved: 'S1', expected: null },
    { saved: 'S9', expected: null },
    { saved: null, expected: null },
  ])('saved $saved → $expected', ({ saved, expected }) => {
    expect(chosenSlot(saved, slots)).toBe(expected);
  });
  describe('the next days first, the rest behind More days (issue 46)', () => {
    // A week of three windows a day, as the sandbox offers: 21 choices.
    const week = Array.from({ length: 7 }, (_, d) => ({ date: `2026-01-0${d + 1}`, slots: [0, 1, 2].map((w) => ({ id: `D${d}W${w}` })) }));
    it.each([
      { name: 'nothing chosen: the first days, the rest counted', expanded: false, chosen: null, days: FIRST_SLOT_DAYS, more: 7 - FIRST_SLOT_DAYS },
      { name: 'a choice within the first days keeps them folded', expanded: false, chosen: 'D1W2', days: FIRST_SLOT_DAYS, more: 7 - FIRST_SLOT_DAYS },
      { name: 'a choice on a later day (a draft) shows every day', expanded: false, chosen: 'D5W0', days: 7, more: 0 },
      { name: 'More days tapped shows every day', expanded: true, chosen: null, days: 7, more: 0 },
    ])('$name', ({ expanded, chosen, days, more }) => {
      const view = slotDaysShown(week, { expanded, chosen });
      expect(view.shown).toEqual(week.slice(0, days));
      expect(view.more).toBe(more);
      expect(view.shown.flatMap((d) => d.slots).length).toBeLessThanOrEqual(days * 3);
    });
    it('as many days as the first ones, or fewer: no More days', () => {
      expect(slotDaysShown(week.slice(0, FIRST_SLOT_DAYS), { expanded: false, chosen: null })).toEqual({ shown: week.slice(0, FIRST_SLOT_DAYS), more: 0 });
      expect(slotDaysShown([], { expanded: false, chosen: null })).toEqual({ shown: [], more: 0 });
    });
  });
  it('groups available slots by date', () => {
    expect(slotsByDate(slots).map((d) => [d.date, d.slots.map((s) => s.id)])).toEqual([['2026-01-02', ['S2', 'S3']]]);
  });
  it.each([
    { name: 'no delivery needed', input: { required: false, method: null, slot: null, pickupLocation: null, storeId: null }, expected: [] },
    { name: 'no method', input: { required: true, method: null, slot: null, pickupLocation: null, storeId: null }, expected: ['details_choose_delivery_method'] },
    { name: 'doorstep without slot', input: { required: true, method: 'DOORSTEP_DELIVERY' as const, slot: null, pickupLocation: null, storeId: null }, expected: ['details_choose_slot'] },
    { name: 'doorstep with slot', input: { required: true, method: 'DOORSTEP_DELIVERY' as const, slot: 'S2', pickupLocation: null, storeId: null }, expected: [] },
    { name: 'pickup without point', input: { required: true, method: 'SELF_PICKUP' as const, slot: null, pickupLocation: null, storeId: null }, expected: ['details_choose_pickup'] },
    { name: 'retail with store', input: { required: true, method: 'RETAIL' as const, slot: null, pickupLocation: null, storeId: 'ST' }, expected: [] },
  ])('problems: $name', ({ input, expected }) => {
    expect(deliveryProblems(input)).toEqual(expected);
  });
});

describe('journey data', () => {
  it('restores personal from the draft over what Next sent', () => {
    expect(restoredPersonal({ personal: { firstName: 'A', lastName: 'K' }, personalDraft: { firstName: 'Ayesha' } })).toEqual({ firstName: 'Ayesha', lastName: 'K' });
  });
  it("starts from the signed-in account's details, and never over what this journey typed (issue 30)", () => {
    const account = { firstName: 'Ayesha', lastName: 'Khan', contactNumber: '3001234567', email: 'a@b.pk' };
    expect(restoredPersonal({}, account)).toEqual(account);
    expect(restoredPersonal({ personalDraft: { firstName: 'Sana', contactNumber: '' } }, account)).toEqual({ ...account, firstName: 'Sana' });
  });
  it('restores the address draft, defaulting same-as-billing on', () => {
    expect(restoredAddress({})).toEqual({ billingAddress: {}, deliveryAddress: {}, sameAsBilling: true, deliveryMethod: null, slot: null, pickupLocation: null });
    expect(restoredAddress({ addressDraft: { sameAsBilling: false, deliveryMethod: 'SELF_PICKUP', pickupLocation: 'PL-1', billingAddress: { city: 'Lahore' } } })).toMatchObject({
      sameAsBilling: false, deliveryMethod: 'SELF_PICKUP', pickupLocation: 'PL-1', billingAddress: { city: 'Lahore' },
    });
  });
  it('Next data: only the doorstep slot and address, billing copied when same', () => {
    const base = { billing: { city: 'Lahore' }, delivery: { city: 'Karachi' }, deliveryFields: ['city'], sameAsBilling: true, required: true, slot: 'S2', pickupLocation: 'PL-1' };
    expect(addressNextData({ ...base, method: 'DOORSTEP_DELIVERY' })).toMatchObject({ deliveryAddress: { city: 'Lahore' }, slot: 'S2', pickupLocation: null });
    expect(addressNextData({ ...base, method: 'SELF_PICKUP' })).toMatchObject({ deliveryAddress: null, slot: null, pickupLocation: 'PL-1' });
    expect(addressNextData({ ...base, required: false, method: null })).toMatchObject({ deliveryMethod: null, deliveryAddress: null });
  });
  it.each([
    { answer: { enabled: false, eligible: false }, expected: { kind: 'next' } },
    { answer: { enabled: true, eligible: true }, expected: { kind: 'next' } },
    { answer: { enabled: true, eligible: false }, expected: { kind: 'lines-exceeded', maxLines: 5 } },
    { answer: { enabled: true, eligible: false, maxLines: 3 }, expected: { kind: 'lines-exceeded', maxLines: 3 } },
  ])('number-of-lines verdict $answer', ({ answer, expected }) => {
    expect(personalVerdict(answer)).toEqual(expected);
  });
  it('personal Next data drops a second CNIC box an old draft kept, and names the document', () => {
    expect(personalNextData({ firstName: 'A', CNICNumber: '3520212345671', confirmCNICNumber: '3520212345671', email: 'a@b.pk' }, false)).toEqual({
      personal: { firstName: 'A', CNICNumber: '3520212345671', email: 'a@b.pk' },
      personalDraft: { firstName: 'A', CNICNumber: '3520212345671', confirmCNICNumber: '3520212345671', email: 'a@b.pk' },
      email: 'a@b.pk', documentType: 'CNIC', documentId: '3520212345671', kycRequired: false,
    });
  });
});

describe('the checks behind Next (mutation functions)', () => {
  const lines = (answer: { enabled: boolean; eligible: boolean; maxLines?: number }) => {
    const asked: string[] = [];
    return { asked, source: { checkNumberOfLines: async (id: string) => (asked.push(id), answer), loadKycRequired: async () => true } };
  };
  it('personal: a CNIC over its lines is refused with the limit, the KYC flag is kept', async () => {
    const { asked, source } = lines({ enabled: true, eligible: false, maxLines: 3 });
    await expect(checkPersonal(source, '4210112345671')).resolves.toEqual({ verdict: { kind: 'lines-exceeded', maxLines: 3 }, kycRequired: true });
    expect(asked).toEqual(['4210112345671']);
  });
  it('personal: no CNIC asks no lines, and a failed KYC flag is unknown rather than a failure', async () => {
    const { asked, source } = lines({ enabled: true, eligible: false });
    const check = await checkPersonal({ ...source, loadKycRequired: () => Promise.reject(new Error('down')) }, undefined);
    expect(check).toEqual({ verdict: { kind: 'next' }, kycRequired: undefined });
    expect(asked).toEqual([]);
  });
  it('personal: a failed lines call fails the check', async () => {
    await expect(checkPersonal({ checkNumberOfLines: () => Promise.reject(new Error('down')), loadKycRequired: async () => false }, '4210112345671')).rejects.toThrow('down');
  });
  const choice = (over: Partial<AddressChoice>): AddressChoice => ({
    billing: {}, delivery: {}, deliveryFields: [], sameAsBilling: true, required: true, method: 'DOORSTEP_DELIVERY', slot: 's1', pickupLocation: null, ...over,
  });
  it('address: only a doorstep slot is asked about, and its answer is the result', async () => {
    const asked: string[] = [];
    const source = (available: boolean) => ({ checkSlot: async (id: string) => (asked.push(id), { available } as Slot) });
    await expect(checkAddressSlot(source(false), choice({}))).resolves.toBe(false);
    await expect(checkAddressSlot(source(true), choice({}))).resolves.toBe(true);
    await expect(checkAddressSlot(source(false), choice({ method: 'SELF_PICKUP', slot: null, pickupLocation: 'p1' }))).resolves.toBe(true);
    await expect(checkAddressSlot(source(false), choice({ required: false }))).resolves.toBe(true);
    expect(asked).toEqual(['s1', 's1']);
  });
});
