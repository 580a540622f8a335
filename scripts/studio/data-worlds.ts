/**
 * The data worlds of the model-based tests, named for people: complete assignments of every value the
 * repository's skip guards read (isNotPortIn, isEsimWithoutDelivery, isKycNotRequired, isPaymentNotRequired).
 * tests/support/wizard-model.ts walks the same worlds, so the studio's customer paths are the tested ones.
 */
export interface DataWorld {
  /** Who walks this world, as the subject of a sentence ("eSIM customers"). */
  name: string;
  /** The skip guards whose answers the name speaks of: a journey that reads them all may use the name. */
  speaksOf?: readonly string[];
  data: Readonly<Record<string, unknown>>;
}

const base = { simType: 'physical_sim', numberType: 'NEW', kycRequired: true, paymentRequired: true, esimDeliveryNeeded: false };

const SIM = 'isEsimWithoutDelivery';
const NUMBER = 'isNotPortIn';
export const DATA_WORLDS: readonly DataWorld[] = [
  { name: 'physical SIM customers with a new number', speaksOf: [SIM, NUMBER], data: base },
  { name: 'eSIM customers', speaksOf: [SIM], data: { ...base, simType: 'esim' } },
  // Before the eSIM one below: the purchase cannot tell the two apart, and the sandbox makes this one (a physical SIM).
  { name: 'physical SIM customers who bring their number', speaksOf: [SIM, NUMBER], data: { ...base, numberType: 'PORT_IN' } },
  {
    name: 'eSIM customers who bring their number and need delivery',
    speaksOf: [SIM, NUMBER],
    data: { ...base, simType: 'esim', esimDeliveryNeeded: true, numberType: 'PORT_IN' },
  },
  { name: 'customers who bring their number and need no eKYC', speaksOf: [NUMBER, 'isKycNotRequired'], data: { ...base, numberType: 'PORT_IN', kycRequired: false } },
  { name: 'customers whose order costs nothing', speaksOf: ['isPaymentNotRequired'], data: { ...base, paymentRequired: false } },
  // A free eSIM: the SIM replacement replaces an eSIM free of charge (the purchase cannot tell it from an eSIM).
  { name: 'eSIM customers whose order costs nothing', speaksOf: [SIM, 'isPaymentNotRequired'], data: { ...base, simType: 'esim', paymentRequired: false } },
];

/**
 * What a skip guard's answer says of a group of customers, to name a group of worlds a journey cannot tell apart
 * ("customers who pay"): [when it holds, when it does not].
 */
export const GUARD_PHRASES: Readonly<Record<string, readonly [string, string]>> = {
  isNotPortIn: ['with a new number', 'who bring their number'],
  isEsimWithoutDelivery: ['with an eSIM and no delivery', 'who need delivery'],
  isKycNotRequired: ['who need no eKYC', 'who need eKYC'],
  isPaymentNotRequired: ['whose order costs nothing', 'who pay'],
};
