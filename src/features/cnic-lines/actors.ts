import type { ActorInput } from '../../../engine';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';

/** journeys/cnic-line-report.json: the report of a line on the customer's CNIC that is not theirs (a service request). */
export function cnicLineActors(api: ApiClient) {
  return {
    reportCnicLine: fromPromise<unknown, ActorInput<'reportCnicLine'>>(({ input }) => api.call('REPORT_CNIC_LINE', { body: { number: input.number } })),
  };
}
