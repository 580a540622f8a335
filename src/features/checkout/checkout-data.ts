import type { OnboardingData } from '../../../schemas/generated/journey-data/onboarding';

/**
 * The purchase's data is the onboarding journey's, typed from schemas/journey-data/onboarding.schema.json
 * (`journeyData('onboarding', snapshot)`, parsed once where a saved journey is read back: src/journey/journey-data.ts).
 * The names below are parts of that type, for the code that builds the order and pays for it.
 */
export type { OnboardingData };
export type DeliveryMethod = NonNullable<OnboardingData['deliveryMethod']>;
export type SimType = NonNullable<OnboardingData['simType']>;
export type NumberType = NonNullable<OnboardingData['numberType']>;
export type { PaymentMethodId } from '../payment';
/** The order attempt kept in journey data (`orderAttempt`): one Idempotency-Key per order body. */
export type OrderAttempt = NonNullable<OnboardingData['orderAttempt']>;

/** SPEC §9: a purchase is for a physical SIM unless the customer chose an eSIM. */
export const simTypeOf = (d: Pick<OnboardingData, 'simType'>): SimType => d.simType ?? 'physical_sim';
/** SPEC §9: a purchase takes a new number unless the customer chose to bring theirs (port-in). */
export const numberTypeOf = (d: Pick<OnboardingData, 'numberType'>): NumberType => d.numberType ?? 'NEW';
