import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useLandingCall } from '../../landing/use-landing-call';
import { withMessages } from '../../i18n/screen-messages';
import { catalogMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { isProductType, landingChoiceFrom, promoCodeFrom, type ProductType } from './journey-data';
import { PLAN_FILTERS, choosePlan, filterIdOf, filterPlans, isComingSoon, type Plan } from './plan-list';
import { formatCount, formatPrice, type PriceFormat } from '../../i18n/format';
import { formatText } from '../../i18n/rich-text';
import { useFormatSettings } from '../../i18n/format-context';
import { PlanComingSoon } from './coming-soon';
import { Price } from './catalog-parts';
import { LoadProblem } from '../../ui/feedback';
import { Banners } from './banners';
import { LandingFilters, LandingIntro, PlanCardSkeleton, PlanSkeletons, useRevealed } from '../../landing/landing-frame';

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

/**
 * The cards of the shown plans: one in each task, placeholders holding the places
 * of the rest. Only the list re-renders as cards are revealed, and a card already shown is not drawn again, so
 * each task stays short (Total Blocking Time, issue 14).
 */
const PlanList = memo(function PlanList({ shown, listKey, chosenId, format, onChoose }: { shown: Plan[]; listKey: string; chosenId: string | undefined; format: PriceFormat; onChoose: (plan: Plan) => void }) {
  const revealed = useRevealed(shown.length, listKey);
  return (
    <ul className="plan-list">
      {shown.slice(0, revealed).map((plan) => (
        <PlanCard key={plan.id} plan={plan} chosen={plan.id === chosenId} format={format} onChoose={onChoose} />
      ))}
      {shown.slice(revealed).map((plan) => (
        <PlanCardSkeleton key={plan.id} />
      ))}
    </ul>
  );
});

function PreCheckout({ snapshot, send }: ScreenProps) {
  const data = journeyData('onboarding', snapshot);
  // The start-up's global config (the landing route loads no query cache; see use-landing-call).
  const format = useFormatSettings();
  const [productType, setProductType] = useState<ProductType>(isProductType(data.productType) ? data.productType : 'prepaid');
  // A banner's link may choose ahead: a plan filter, an eSIM or bringing a number (issue 30).
  const [ahead] = useState(() => landingChoiceFrom(window.location.search, PLAN_FILTERS.map((f) => f.id)));
  const [filter, setFilter] = useState(filterIdOf(ahead.planFilter ?? data.planFilter));
  const plans = useLandingCall('GET_PRODUCT_VARIANTS', { query: { productType } });

  // SPEC §7 promo_code: applied from the landing URL and kept in the journey data for the order.
  const [promo] = useState(() => promoCodeFrom(window.location.search));
  useEffect(() => {
    if (promo && promo !== data.promoCode) send({ type: 'UPDATE', data: { promoCode: promo } });
  }, [promo, data.promoCode, send]);
  useEffect(() => {
    if (Object.keys(ahead).length) send({ type: 'UPDATE', data: ahead });
  }, [ahead, send]);

  const pickType = useCallback(
    (id: string) => {
      if (!isProductType(id)) return;
      setProductType(id);
      send({ type: 'UPDATE', data: { productType: id } });
    },
    [send, setProductType],
  );
  const pickFilter = useCallback(
    (id: string) => {
      setFilter(id);
      send({ type: 'UPDATE', data: { planFilter: id } });
    },
    [send, setFilter],
  );
  const choose = useCallback((plan: Plan) => send({ type: 'NEXT', data: choosePlan(data, plan) }), [data, send]);
  const shown = useMemo(() => filterPlans(plans.data ?? [], productType, filter), [plans.data, productType, filter]);
  const comingSoon = !plans.isPending && !plans.isError && isComingSoon(plans.data ?? [], productType);

  return (
    <section aria-labelledby="pre-checkout-title" className="pre-checkout">
      <LandingIntro />
      {data.promoCode && (
        <p role="status" className="alert alert-success">
          <FormattedMessage id="promo_applied" values={{ code: <bdi dir="ltr">{data.promoCode}</bdi> }} />
        </p>
      )}
      <Banners />
      <LandingFilters productType={productType} filter={filter} onProductType={pickType} onFilter={pickFilter} showFilter={!comingSoon} />
      {plans.isPending ? (
        <PlanSkeletons />
      ) : plans.isError ? (
        <LoadProblem onRetry={() => void plans.refetch()} />
      ) : comingSoon ? (
        <PlanComingSoon productType={productType} />
      ) : shown.length === 0 ? (
        <p role="status" className="alert alert-info">
          <FormattedMessage id="plans_none_in_filter" />
        </p>
      ) : (
        <PlanList shown={shown} listKey={`${productType}:${filter}:${shown.map((p) => p.id).join(',')}`} chosenId={data.planId} format={format} onChoose={choose} />
      )}
    </section>
  );
}

/** The onboarding step 'preCheckout' (/web/pre-checkout): plans by product type and filter, on the landing route. */
const PreCheckoutScreen = withMessages(catalogMessages, PreCheckout);
export default PreCheckoutScreen;
