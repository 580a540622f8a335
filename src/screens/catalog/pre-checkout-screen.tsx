import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ScreenMessages } from '../screen-messages';
import { catalogMessages } from './messages';
import { catalogData, isProductType, promoCodeFrom, PRODUCT_TYPES, type ProductType } from './journey-data';
import { choosePlan, filterIdOf, filterPlans, isComingSoon, PLAN_FILTERS, type Plan } from './plan-list';
import { formatPrice, type PriceFormat } from '../../i18n/format';
import { usePriceFormat } from './catalog-queries';
import { PlanComingSoon } from './coming-soon';
import { LoadProblem, Loading, Price } from './catalog-parts';
import { Banners } from './banners';

/** One plan card: name, validity, price under 'Total (Inc. tax)', and the button that chooses it. */
function PlanCard({ plan, chosen, format, onChoose }: { plan: Plan; chosen: boolean; format: PriceFormat; onChoose: () => void }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li className={chosen ? 'plan-card plan-card-chosen' : 'plan-card'} aria-labelledby={headingId}>
      <h3 id={headingId}>{plan.name}</h3>
      {plan.validityDays !== undefined && (
        <p>
          <FormattedMessage id="plan_validity" values={{ days: plan.validityDays }} />
        </p>
      )}
      <p>
        <FormattedMessage id="total_inc_tax" />: <Price text={formatPrice(plan.price.amount, format)} />
      </p>
      {chosen && (
        <p className="plan-chosen">
          <FormattedMessage id="plan_chosen" />
        </p>
      )}
      <button type="button" onClick={onChoose} aria-pressed={chosen}>
        <FormattedMessage id="plan_choose" values={{ name: plan.name }} />
      </button>
    </li>
  );
}

/** A radio group as segmented choices (arrow keys move, as native radios do). */
function Choices({ legend, name, options, value, onChange }: { legend: string; name: string; options: { id: string; label: string }[]; value: string; onChange: (id: string) => void }) {
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="radio">
          <input type="radio" name={name} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

function PreCheckout({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const data = catalogData(snapshot);
  const format = usePriceFormat();
  const [productType, setProductType] = useState<ProductType>(isProductType(data.productType) ? data.productType : 'prepaid');
  const [filter, setFilter] = useState(filterIdOf(data.planFilter));
  const plans = useEndpointQuery('GET_PRODUCT_VARIANTS', { query: { productType } });

  // SPEC §7 promo_code: applied from the landing URL and kept in the journey data for the order.
  const [promo] = useState(() => promoCodeFrom(window.location.search));
  useEffect(() => {
    if (promo && promo !== data.promoCode) send({ type: 'UPDATE', data: { promoCode: promo } });
  }, [promo, data.promoCode, send]);

  const pickType = (id: string) => {
    if (!isProductType(id)) return;
    setProductType(id);
    send({ type: 'UPDATE', data: { productType: id } });
  };
  const pickFilter = (id: string) => {
    setFilter(id);
    send({ type: 'UPDATE', data: { planFilter: id } });
  };
  const shown = filterPlans(plans.data ?? [], productType, filter);

  return (
    <section aria-labelledby="pre-checkout-title" className="pre-checkout">
      <h1 id="pre-checkout-title" tabIndex={-1}>
        <FormattedMessage id="step_title_preCheckout" />
      </h1>
      {data.promoCode && (
        <p role="status">
          <FormattedMessage id="promo_applied" values={{ code: <bdi dir="ltr">{data.promoCode}</bdi> }} />
        </p>
      )}
      <Banners />
      <Choices
        legend={intl.formatMessage({ id: 'product_type_label' })}
        name="product-type"
        options={PRODUCT_TYPES.map((t) => ({ id: t, label: intl.formatMessage({ id: t }) }))}
        value={productType}
        onChange={pickType}
      />
      {plans.isPending ? (
        <Loading />
      ) : plans.isError ? (
        <LoadProblem onRetry={() => void plans.refetch()} />
      ) : isComingSoon(plans.data, productType) ? (
        <PlanComingSoon productType={productType} />
      ) : (
        <>
          <Choices
            legend={intl.formatMessage({ id: 'plan_filter_label' })}
            name="plan-filter"
            options={PLAN_FILTERS.map((f) => ({ id: f.id, label: intl.formatMessage({ id: f.messageId }) }))}
            value={filter}
            onChange={pickFilter}
          />
          {shown.length === 0 ? (
            <p role="status">
              <FormattedMessage id="plans_none_in_filter" />
            </p>
          ) : (
            <ul className="plan-list">
              {shown.map((plan) => (
                <PlanCard key={plan.id} plan={plan} chosen={plan.id === data.planId} format={format} onChoose={() => send({ type: 'NEXT', data: choosePlan(data, plan) })} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The onboarding step 'preCheckout' (/web/pre-checkout): plans by product type and filter, on the landing route. */
export default function PreCheckoutScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={catalogMessages}>
      <PreCheckout {...props} />
    </ScreenMessages>
  );
}
