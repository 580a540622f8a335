import type { AnyMachineSnapshot } from 'xstate';
import type { PrecompiledValidator } from '../api/precompiled-validator';
import type { OnboardingData } from '../../schemas/generated/journey-data/onboarding';
import type { PlanSwitchData } from '../../schemas/generated/journey-data/plan-switch';
import type { RescheduleDeliveryData } from '../../schemas/generated/journey-data/reschedule-delivery';
import type { SimReplacementData } from '../../schemas/generated/journey-data/sim-replacement';
import type { TerminationData } from '../../schemas/generated/journey-data/termination';

/**
 * Each wizard's data, typed from its JSON Schema (schemas/journey-data/<journey id>.schema.json, `npm run gen`).
 * A new wizard adds its schema there and its line here; journeys:check refuses a wizard without one.
 */
export interface JourneyDataMap {
  onboarding: OnboardingData;
  'plan-switch': PlanSwitchData;
  'reschedule-delivery': RescheduleDeliveryData;
  'sim-replacement': SimReplacementData;
  termination: TerminationData;
}
export type WizardId = keyof JourneyDataMap;

// The precompiled validators of those schemas (scripts/gen-validators.ts): no ajv ships, nothing is evaluated.
const validators = import.meta.glob<PrecompiledValidator>('./generated/*.js', { eager: true, import: 'default' });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The one parse at the boundary: data that comes from outside the running journey (a saved journey in session
 * storage, written by an older version of the app or edited by hand) is checked against the wizard's schema, and a
 * key that does not fit is dropped (the customer then gives that answer again) rather than read with aliases or
 * guesses later. Inside the journey the data is typed and trusted.
 */
export function parseJourneyData(journeyId: string, raw: unknown): Record<string, unknown> {
  if (!isRecord(raw)) return {};
  const validate = validators[`./generated/${journeyId}.js`];
  if (!validate) return raw;
  const data = { ...raw };
  // ajv stops at the first error: drop the key it names and check again (at most once per key).
  for (let guard = Object.keys(data).length + 1; guard > 0 && !validate(data); guard--) {
    const key = validate.errors?.[0]?.instancePath.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!key || !(key in data)) return {};
    delete data[key];
  }
  return validate(data) ? data : {};
}

/** The typed data of a wizard snapshot (empty before the first step saves anything). */
export function journeyData<K extends WizardId>(_journeyId: K, snapshot: AnyMachineSnapshot): JourneyDataMap[K] {
  const data = (snapshot.context as { data?: unknown }).data;
  return (isRecord(data) ? data : {}) as JourneyDataMap[K];
}
