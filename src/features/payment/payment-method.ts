import type { OnboardingData } from '../../../schemas/generated/journey-data/onboarding';

/** How a customer pays (the gateway's payment method ids, as the journeys' data keeps them). */
export type PaymentMethodId = NonNullable<OnboardingData['paymentMethod']>;
