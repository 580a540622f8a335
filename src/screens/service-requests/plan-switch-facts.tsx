import { FormattedMessage, useIntl } from 'react-intl';
import { Fact } from './request-parts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** A plan switch's own facts on the status page: from which plan, to which, and when it takes effect. */
export function PlanSwitchFacts({ payload }: { payload: Record<string, unknown> }) {
  const intl = useIntl();
  const from = text(payload.fromPlanName) ?? text(payload.fromPlanId);
  const to = text(payload.planName) ?? text(payload.planId);
  const at = typeof payload.effectiveAt === 'number' ? payload.effectiveAt : null;
  return (
    <>
      {from && <Fact labelId="request_plan_from">{from}</Fact>}
      {to && <Fact labelId="request_plan_to">{to}</Fact>}
      {at ? (
        <Fact labelId="request_takes_effect">{intl.formatDate(at, { dateStyle: 'long' })}</Fact>
      ) : payload.takesEffect === 'ON_PAYMENT' ? (
        <Fact labelId="request_takes_effect">
          <FormattedMessage id="request_takes_effect_ON_PAYMENT" />
        </Fact>
      ) : null}
    </>
  );
}
