import type { AnyMachineSnapshot } from 'xstate';
import type { BalanceShareData } from '../../schemas/generated/journey-data/balance-share';
import type { EmergencyAdvanceData } from '../../schemas/generated/journey-data/emergency-advance';
import type { LostSimData } from '../../schemas/generated/journey-data/lost-sim';
import type { OnboardingData } from '../../schemas/generated/journey-data/onboarding';
import type { RechargeAnyData } from '../../schemas/generated/journey-data/recharge-any';
import type { PlanSwitchData } from '../../schemas/generated/journey-data/plan-switch';
import type { RescheduleDeliveryData } from '../../schemas/generated/journey-data/reschedule-delivery';
import type { SimReplacementData } from '../../schemas/generated/journey-data/sim-replacement';
import type { StopSubscriptionData } from '../../schemas/generated/journey-data/stop-subscription';
import type { TerminationData } from '../../schemas/generated/journey-data/termination';
import { isRecord } from '../domain/parse';
// The one function, not the renderer's index: that brings the engine and XState into the chunk every page loads.
import { wizardContext } from '../../renderer/step-work';

/**
 * Each wizard's data, typed from its JSON Schema (schemas/journey-data/<journey id>.schema.json, `npm run gen`).
 * A new wizard adds its schema there and its line here; journeys:check refuses a wizard without one.
 */
export interface JourneyDataMap {
  'balance-share': BalanceShareData;
  'emergency-advance': EmergencyAdvanceData;
  'lost-sim': LostSimData;
  onboarding: OnboardingData;
  'plan-switch': PlanSwitchData;
  'recharge-any': RechargeAnyData;
  'reschedule-delivery': RescheduleDeliveryData;
  'sim-replacement': SimReplacementData;
  'stop-subscription': StopSubscriptionData;
  termination: TerminationData;
}
export type WizardId = keyof JourneyDataMap;


/** The typed data of a wizard snapshot (empty before the first step saves anything). */
export function journeyData<K extends WizardId>(_journeyId: K, snapshot: AnyMachineSnapshot): JourneyDataMap[K] {
  const { data } = wizardContext(snapshot);
  return (isRecord(data) ? data : {}) as JourneyDataMap[K];
}
