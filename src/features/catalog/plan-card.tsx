import { memo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Plan } from './plan-list';
import { formatCount, formatPrice, type PriceFormat } from '../../i18n/format';
import { formatText } from '../../i18n/rich-text';
import { Price } from './catalog-parts';

// The plan card, apart from the landing's screen: the plan switch draws it too, and loaded the landing's whole
// screen for it (issue 31). One chunk group with catalog-parts and plan-list (scripts/chunk-groups.ts).

/** An allowance value as customers read it: "Unlimited" for -1, else the number with its unit. */
export function AllowanceValue({ id, value }: { id: string; value: number | undefined }) {
  return <>{allowanceText(useIntl(), id, value)}</>;
}

function allowanceText(intl: IntlShape, id: string, value: number | undefined): ReactNode {
  if (value === undefined) return '—';
  if (value < 0) return intl.formatMessage({ id: 'allowance_unlimited' });
  return formatText(intl, `allowance_${id}_value`, { n: <bdi dir="ltr">{formatCount(value)}</bdi> });
}

const CARD_ALLOWANCES = [
  ['data', 'dataGb'],
  ['on_net', 'onNetMinutes'],
  ['off_net', 'offNetMinutes'],
  ['sms', 'sms'],
] as const;

/**
 * One plan card: what customers choose by (data, on-net and off-net minutes, SMS, validity) and the price with
 * tax, the recommended plan marked, and the button that chooses it. `current` (plan switch) marks the line's own
 * plan with `currentLabel` instead of a button. One component formats all of the card's texts: a component per
 * text made a card some forty renders, and the landing draws up to six cards while it starts (issue 14).
 */
export const PlanCard = memo(function PlanCard({ plan, chosen, format, onChoose, current, currentLabel }: PlanCardProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, ReactNode>) => formatText(intl, id, values);
  const headingId = `plan-${plan.id}`;
  const monthly = plan.billing === 'monthly';
  const classes = ['plan-card', 'card', plan.recommended ? 'plan-card-recommended' : '', chosen ? 'plan-card-chosen' : '', current ? 'plan-card-current' : ''].filter(Boolean).join(' ');
  const allowances = plan.allowances;
  return (
    <li className={classes} aria-labelledby={headingId}>
      <div className="plan-card-head">
        <h3 id={headingId}>{plan.name}</h3>
        {plan.recommended && <span className="badge badge-accent">{text('plan_recommended')}</span>}
      </div>
      <p className="plan-price">
        <Price text={formatPrice(plan.price.amount, format)} />
        <span className="plan-price-period">{monthly ? text('plan_per_month') : plan.validityDays !== undefined ? text('plan_validity', { days: plan.validityDays }) : null}</span>
      </p>
      <p className="plan-tax">{text(monthly ? 'plan_monthly_bill' : 'total_inc_tax')}</p>
      {allowances && (
        <dl className="allowances">
          {CARD_ALLOWANCES.map(([id, key]) => (
            <div className="allowance" key={id}>
              <dt>{text(`allowance_${id}`)}</dt>
              <dd>{allowanceText(intl, id, allowances[key])}</dd>
            </div>
          ))}
        </dl>
      )}
      {chosen && <p className="plan-chosen">{text('plan_chosen')}</p>}
      {current ? (
        <p className="plan-chosen">
          <span className="badge">{currentLabel}</span>
        </p>
      ) : (
        <button type="button" className={plan.recommended || chosen ? undefined : 'secondary'} onClick={() => onChoose(plan)} aria-pressed={chosen}>
          {text('plan_choose', { name: plan.name })}
        </button>
      )}
    </li>
  );
});

interface PlanCardProps {
  plan: Plan;
  chosen: boolean;
  format: PriceFormat;
  /** Called with the card's plan; one function for every card lets a card skip re-rendering when its list does. */
  onChoose: (plan: Plan) => void;
  current?: boolean;
  currentLabel?: string;
}
