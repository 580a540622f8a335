import { FormattedMessage } from 'react-intl';
import { useChildJourney, type ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { type FlowError } from '../lines';
import { Ltr, usePriceFormat } from '../../ui/price';
import { displayNumber } from '../../domain/line-view';
import type { Plan } from '../catalog';
import { planSwitchMessages } from './messages';
import { ALLOWANCE_KEYS, psData, switchPreview } from './ps-data';
import { usePlanSwitchFacts } from './plan-switch-parts';
import { LoadProblem } from '../../ui/feedback';
import { AllowanceValue, Money, Row, Validity, WhenItStarts } from './switch-facts';
import './plan-switch.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

/** The comparison of the current and the new plan, row by row. */
function Changes({ from, to }: { from: Plan | undefined; to: Plan }) {
  const format = usePriceFormat();
  const row = (labelId: string, a: React.ReactNode, b: React.ReactNode) => (
    <tr key={labelId}>
      <th scope="row">
        <FormattedMessage id={labelId} />
      </th>
      <td>{a}</td>
      <td>{b}</td>
    </tr>
  );
  return (
    <table className="ps-changes">
      <caption>
        <FormattedMessage id="ps_what_changes" />
      </caption>
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="ps_row" /></th>
          <th scope="col"><FormattedMessage id="ps_from" /></th>
          <th scope="col"><FormattedMessage id="ps_to" /></th>
        </tr>
      </thead>
      <tbody>
        {row('ps_plan', from?.name ?? '—', to.name)}
        {row('ps_price', from ? <Money amount={from.price.amount} format={format} /> : '—', <Money amount={to.price.amount} format={format} />)}
        {row('ps_validity', from ? <Validity plan={from} /> : '—', <Validity plan={to} />)}
        {ALLOWANCE_KEYS.map((a) => row(`allowance_${a.id}`, <AllowanceValue id={a.id} value={from?.allowances?.[a.key]} />, <AllowanceValue id={a.id} value={to.allowances?.[a.key]} />))}
      </tbody>
    </table>
  );
}


function Summary({ snapshot, send }: ScreenProps) {
  const saved = psData(snapshot);
  const format = usePriceFormat();
  const facts = usePlanSwitchFacts(saved.number);
  const line = useEndpointQuery('GET_LINE', { params: { number: saved.number ?? '-' } }, { enabled: Boolean(saved.number) });
  const plan = facts.planById(saved.planId);
  const preview = plan ? switchPreview(facts.current, plan, line.data?.status ?? 'Active', facts.eligibility.data?.renewsAt) : null;
  // Sent once however often Confirm is pressed: the step hosts journeys/plan-switch-confirm.json (plan-switch.json
  // "child"), which calls off a switch made earlier in this journey for another plan, or reuses one for the same plan
  // (back from the payment); its ending moves the journey on by itself.
  const child = useChildJourney(snapshot, 'plan-switch-confirm');
  const confirmation = child?.snapshot;
  const ctx = (confirmation?.context ?? {}) as { error?: FlowError };
  const sending = confirmation?.hasTag('busy') ?? false;
  const busy = sending || !confirmation || confirmation.status === 'done';
  const code = ctx.error ? String(ctx.error.code ?? '') : null;
  const errorId = code === null ? null : code === 'REQUEST_ALREADY_OPEN' || code === 'PLAN_NOT_OFFERED' ? `ps_refused_${code}` : 'ps_failed';
  const paid = (preview?.chargeNow ?? 0) > 0;

  const confirm = () => {
    if (busy || !plan || !saved.number) return;
    child?.send({ type: 'CONFIRM_SWITCH' });
  };

  const loading = facts.variants.isPending || facts.eligibility.isPending || line.isPending;
  const failed = facts.variants.isError || facts.eligibility.isError || line.isError;
  return (
    <PageFrame titleId="ps_summary_title" className="plan-switch" titleDomId="ps-summary-title">
      {loading ? (
        <div className="skeleton" style={{ blockSize: '20rem' }} aria-hidden="true" />
      ) : failed ? (
        <LoadProblem messageId="ps_load_failed" retryId="ps_retry" onRetry={() => void Promise.all([facts.variants.refetch(), facts.eligibility.refetch(), line.refetch()])} />
      ) : !plan || !preview || !saved.number ? (
        <MessageText id="ps_no_plan" role="alert" className="alert alert-info" />
      ) : (
        <>
          <p>
            <FormattedMessage id="ps_line" />: <Ltr text={displayNumber(saved.number)} />
          </p>
          <div className="ps-table-wrap">
            <Changes from={facts.current} to={plan} />
          </div>
          <dl className="ps-facts card">
            <Row labelId="ps_charged_now">
              <strong data-testid="ps-charge-now">
                <Money amount={preview.chargeNow} format={format} />
              </strong>{' '}
              <span className="hint">
                <FormattedMessage id={paid ? 'ps_charge_difference' : 'ps_charge_nothing'} />
              </span>
            </Row>
            <Row labelId="ps_when">
              <WhenItStarts preview={preview} />
            </Row>
          </dl>
          {errorId && (
            <MessageText id={errorId} role="alert" className="alert alert-danger" />
          )}
          {sending && (
            <MessageText id="ps_saving" role="status" />
          )}
          <div className="actions">
            <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })} disabled={busy}>
              <FormattedMessage id="ps_back" />
            </button>
            <button type="button" onClick={confirm} disabled={busy} aria-busy={sending}>
              <FormattedMessage id={paid ? 'ps_to_payment' : 'ps_confirm'} />
            </button>
          </div>
        </>
      )}
    </PageFrame>
  );
}

/** Plan switch step 3 (/manage/plan-switch/order-summary): what changes, what is charged now; makes the request once. */
const PlanSwitchSummaryScreen = withMessages(planSwitchMessages, Summary);
export default PlanSwitchSummaryScreen;
