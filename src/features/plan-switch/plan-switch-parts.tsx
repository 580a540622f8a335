import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import type { Plan } from '../catalog';
import { remedyOf, openRequestOf } from '../service-requests';
import { statusPathOf } from '../service-requests';
import type { Line } from '../../domain/line-view';

/** The catalog's plans (all product types; the switch keeps the line's own) and the line's switch eligibility. */
export function usePlanSwitchFacts(number: string | undefined) {
  const variants = useEndpointQuery('GET_PRODUCT_VARIANTS');
  const eligibility = useEndpointQuery('GET_PLAN_SWITCH_ELIGIBILITY', { query: { number: number ?? '' } }, { enabled: Boolean(number) });
  const all = (variants.data ?? []) as Plan[];
  const currentPlanId = eligibility.data?.currentPlanId;
  const current = all.find((p) => p.id === currentPlanId);
  const offered = new Set(eligibility.data?.plans ?? []);
  return {
    variants,
    eligibility,
    current,
    /** The plans the line may move to, with its current plan, of its product type. */
    plans: all.filter((p) => p.type === 'PLAN' && (offered.has(p.id) || p.id === currentPlanId)),
    planById: (id: string | undefined) => all.find((p) => p.id === id),
  };
}

/** Why the line cannot switch plan, in plain words, and what to do instead (the hub's reasons and remedies). */
export function NotEligible({ reason, line }: { reason: string; line: Pick<Line, 'number'> }) {
  const intl = useIntl();
  const requests = useEndpointQuery('GET_SERVICE_REQUESTS', { query: { type: 'PLAN_SWITCH' } });
  const open = openRequestOf(requests.data, 'PLAN_SWITCH', line.number);
  const whyId = intl.messages[`why_${reason}`] ? `why_${reason}` : 'why_NOT_ELIGIBLE';
  const remedy = remedyOf(reason, line as Line, open ? statusPathOf(open) : undefined);
  return (
    <div role="alert" className="alert alert-info" data-reason={reason}>
      <p>
        <strong>
          <FormattedMessage id="ps_not_eligible" />
        </strong>{' '}
        <FormattedMessage id={whyId} />
      </p>
      {remedy && <p>{remedy.href ? <Link href={remedy.href}>{intl.formatMessage({ id: remedy.id })}</Link> : <FormattedMessage id={remedy.id} />}</p>}
    </div>
  );
}

