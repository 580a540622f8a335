import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { Line } from '../../domain/line-view';

/** What journeys/sim-activation.json gives its actor (simActivationInput): the line and the ICC id typed. */
export interface SimActivationInput {
  number: string;
  iccId: string;
}

/** journeys/sim-activation.json: activates the SIM of a line waiting for it; the gateway's refusal comes back as the error. */
export function linesActors(api: ApiClient) {
  return {
    activateSim: fromPromise<Line, ActorInput<'activateSim'>>(({ input }) => api.call('ACTIVATE_SIM', { body: { number: input.number, iccId: input.iccId } })),
  };
}
