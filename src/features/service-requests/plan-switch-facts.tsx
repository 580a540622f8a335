import { FormattedMessage } from 'react-intl';
import { useDates } from '../../i18n/format-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { Fact } from './request-parts';
import type { RequestPayload } from './request-view';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A plan switch's own facts on the status page: from which plan, to which, and when it takes effect. */
export function PlanSwitchFacts({ payload }: { payload: RequestPayload }) {
  const dates = useDates();
  // The request keeps the plans' ids; their names come from the catalogue in the page's language (issue 30:
  // the English names saved with the request showed in Urdu). The saved name is the fallback.
  const catalogue = useEndpointQuery('GET_PRODUCT_VARIANTS');
  const nameOf = (id: unknown) => (catalogue.data as Array<{ id: string; name?: string }> | undefined)?.find((p) => p.id === id)?.name;
  const from = text(nameOf(payload.fromPlanId)) ?? text(payload.fromPlanName) ?? text(payload.fromPlanId);
  const to = text(nameOf(payload.planId)) ?? text(payload.planName) ?? text(payload.planId);
  const at = typeof payload.effectiveAt === 'number' ? payload.effectiveAt : null;
  return (
    <>
      {from && <Fact labelId="request_plan_from">{from}</Fact>}
      {to && <Fact labelId="request_plan_to">{to}</Fact>}
      {at ? (
        <Fact labelId="request_takes_effect">{dates.date(at)}</Fact>
      ) : payload.takesEffect === 'ON_PAYMENT' ? (
        <Fact labelId="request_takes_effect">
          <FormattedMessage id="request_takes_effect_ON_PAYMENT" />
        </Fact>
      ) : null}
    </>
  );
}
