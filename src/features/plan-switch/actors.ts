import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** The switch request made (CREATE_PLAN_SWITCH). */
export interface PlanSwitchCreated {
  requestId: string;
  paymentRequired?: boolean;
  totalCharges?: number;
}

/** The named actors of journeys/plan-switch-confirm.json: a stale switch called off, then the switch requested. */
export function planSwitchActors(api: ApiClient) {
  return {
    cancelStaleSwitch: fromPromise<unknown, ActorInput<'cancelStaleSwitch'>>(({ input }) => api.call('CANCEL_PLAN_SWITCH', { body: { requestId: input.requestId } })),
    createPlanSwitchRequest: fromPromise<PlanSwitchCreated, ActorInput<'createPlanSwitchRequest'>>(
      async ({ input }) => (await api.call('CREATE_PLAN_SWITCH', { body: { number: input.number, planId: input.planId } })) as PlanSwitchCreated,
    ),
  };
}
