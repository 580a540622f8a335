import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { usePriceFormat } from '../../ui/price';
import { planSwitchMessages } from './messages';
import { ALLOWANCE_KEYS, psData, switchPreview } from './ps-data';
import { usePlanSwitchFacts } from './plan-switch-parts';
import { LoadProblem } from '../../ui/feedback';
import { AllowanceValue, Money, Row, Validity, WhenItStarts } from './switch-facts';
import './plan-switch.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

function Details({ snapshot, send }: ScreenProps) {
  const saved = psData(snapshot);
  const format = usePriceFormat();
  const facts = usePlanSwitchFacts(saved.number);
  const line = useEndpointQuery('GET_LINE', { params: { number: saved.number ?? '-' } }, { enabled: Boolean(saved.number) });
  const plan = facts.planById(saved.planId);
  const loading = facts.variants.isPending || facts.eligibility.isPending || line.isPending;
  const failed = facts.variants.isError || facts.eligibility.isError || line.isError;
  const preview = plan ? switchPreview(facts.current, plan, line.data?.status ?? 'Active', facts.eligibility.data?.renewsAt) : null;

  return (
    <PageFrame titleId="ps_details_title" className="plan-switch" titleDomId="ps-details-title">
      {loading ? (
        <div className="skeleton" style={{ blockSize: '16rem' }} aria-hidden="true" />
      ) : failed ? (
        <LoadProblem messageId="ps_load_failed" retryId="ps_retry" onRetry={() => void Promise.all([facts.variants.refetch(), facts.eligibility.refetch(), line.refetch()])} />
      ) : !plan || !preview ? (
        <MessageText id="ps_no_plan" role="alert" className="alert alert-info" />
      ) : (
        <>
          <div className="card stack" aria-labelledby="ps-plan-name">
            <h2 id="ps-plan-name">{plan.name}</h2>
            <dl className="ps-facts">
              <Row labelId="ps_price">
                <Money amount={plan.price.amount} format={format} /> <FormattedMessage id={plan.billing === 'monthly' ? 'plan_monthly_bill' : 'total_inc_tax'} />
              </Row>
              <Row labelId="ps_validity">
                <Validity plan={plan} />
              </Row>
              {ALLOWANCE_KEYS.map((a) => (
                <Row key={a.id} labelId={`allowance_${a.id}`}>
                  <AllowanceValue id={a.id} value={plan.allowances?.[a.key]} />
                </Row>
              ))}
              <Row labelId="ps_when">
                <span data-takes-effect={preview.takesEffect}>
                  <WhenItStarts preview={preview} />
                </span>
              </Row>
            </dl>
          </div>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })}>
              <FormattedMessage id="ps_back" />
            </button>
            <button type="button" onClick={() => send({ type: 'NEXT' })}>
              <FormattedMessage id="ps_continue" />
            </button>
          </div>
        </>
      )}
    </PageFrame>
  );
}

/** Plan switch step 2 (/manage/plan-switch/plan-details): the chosen plan's allowances, price and when it starts. */
const PlanSwitchDetailsScreen = withMessages(planSwitchMessages, Details);
export default PlanSwitchDetailsScreen;
