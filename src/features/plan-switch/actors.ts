import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** The switch request made (CREATE_PLAN_SWITCH). */
export interface PlanSwitchCreated {
  requestId: string;
  paymentRequired?: boolean;
  totalCharges?: number;
}

/** What journeys/plan-switch-confirm.json gives its actors (staleSwitchInput, planSwitchChoiceInput). */
export interface StaleSwitchInput {
  requestId: string;
}
export interface PlanSwitchChoiceInput {
  number: string;
  planId: string;
}

/** The named actors of journeys/plan-switch-confirm.json: a stale switch called off, then the switch requested. */
export function planSwitchActors(api: ApiClient) {
  return {
    cancelStaleSwitch: fromPromise<unknown, StaleSwitchInput>(({ input }) => api.call('CANCEL_PLAN_SWITCH', { body: { requestId: input.requestId } })),
    createPlanSwitchRequest: fromPromise<PlanSwitchCreated, PlanSwitchChoiceInput>(
      async ({ input }) => (await api.call('CREATE_PLAN_SWITCH', { body: { number: input.number, planId: input.planId } })) as PlanSwitchCreated,
    ),
  };
}
