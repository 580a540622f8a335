import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { NumberLock, PortInData } from './journey-data';
import type { OnboardingData } from '../checkout';
import type { ActorInput } from '../../../engine';

/** What the port-in step's NEXT carries in `portIn`: the number typed, the check's result so far, and a code typed. */
type PortInInput = PortInData & { otpCode?: string };

/** What the port-in step's work adds to the journey's data: the new result to show, or nothing when the step is done. */
export interface PortInOutput {
  portIn?: PortInData;
}

/** A refusal the port-in step shows (its WizardContext.stepError). */
function refusal(code: string, description?: string, status?: number) {
  return { code, ...(description ? { description } : {}), ...(status ? { status } : {}) };
}

const statusOf = (e: unknown) => (typeof (e as { status?: unknown })?.status === 'number' ? (e as { status: number }).status : undefined);

/**
 * journeys/onboarding.json, step portInDetails. Each Continue of the step does the next thing the port-in needs:
 * a number not checked yet is checked for MNP eligibility (refused: MNP_NOT_ELIGIBLE with the reason); a code
 * typed is validated (refused: PORTIN_CODE_REFUSED); either comes back to the step with its result (the
 * `hasPortInResult` outcome). An eligible number, verified when the operator requires a code, moves on.
 */
async function checkPortIn(api: ApiClient, input: ActorInput<'checkPortIn'>): Promise<PortInOutput> {
  const { otpCode, ...portIn } = (input.portIn ?? {}) as PortInInput;
  const { donorTelco, currentNumber } = portIn;
  if (!donorTelco || !currentNumber) throw refusal('PORTIN_NUMBER_MISSING');
  if (!portIn.eligible) {
    const result = await api.call('CHECK_MNP_ELIGIBILITY', { body: { currentNumber, donorTelco } });
    if (!result.eligible) throw refusal('MNP_NOT_ELIGIBLE', result.reason ?? undefined);
    return { portIn: { donorTelco, currentNumber, eligible: true, ...(result.requestId ? { requestId: result.requestId } : {}) } };
  }
  if (portIn.verified) return {};
  if (otpCode !== undefined && portIn.requestId) {
    try {
      await api.call('VALIDATE_PORTIN_OTP', { body: { requestId: portIn.requestId, otpCode } });
    } catch (e) {
      throw refusal('PORTIN_CODE_REFUSED', undefined, statusOf(e));
    }
    return { portIn: { ...portIn, verified: true } };
  }
  const config = await api.call('GET_PORTIN_CONFIG', {});
  if (config.otpRequired ?? true) throw refusal('PORTIN_CODE_REQUIRED');
  return {};
}

/**
 * journeys/onboarding.json, step connectionDetails: a number chosen in the picker (`numberLock`) is locked for the
 * customer and comes back to the step as the selected number (the `hasNumberLockResult` outcome); a number someone
 * else holds fails with the gateway's error (the picker says so and lists again). Next without a number to lock
 * moves on.
 */
async function lockChosenNumber(api: ApiClient, input: ActorInput<'lockChosenNumber'>): Promise<OnboardingData> {
  const chosen = input.numberLock as NumberLock | null | undefined;
  if (!chosen?.number) return {};
  const result = await api.call('LOCK_NUMBER', { params: { selectedNumber: chosen.number } });
  return {
    selectedNumber: result.number,
    lockedUntil: result.lockedUntil,
    ...(chosen.numberCategory ? { numberCategory: chosen.numberCategory } : {}),
    ...(chosen.numberClass ? { numberClass: chosen.numberClass } : {}),
    numberPrice: chosen.numberPrice ?? 0,
    numberLock: null,
  };
}

/** The catalog's wizard step work (registered in src/features/actors.ts). */
export function catalogActors(api: ApiClient) {
  return {
    lockChosenNumber: fromPromise<OnboardingData, ActorInput<'lockChosenNumber'>>(({ input }) => lockChosenNumber(api, input)),
    checkPortIn: fromPromise<PortInOutput, ActorInput<'checkPortIn'>>(({ input }) => checkPortIn(api, input)),
  };
}
