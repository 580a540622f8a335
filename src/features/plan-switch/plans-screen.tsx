import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { Ltr, usePriceFormat } from '../../ui/price';
import { displayNumber } from '../../domain/line-view';
import { PlanCard } from '../catalog';
import { filterIdOf } from '../catalog';
import { PlanFilterChoices } from '../../landing/landing-frame';
import { FramePlaceholders, routeFrames } from '../../frames/route-frames';
import { planSwitchMessages } from './messages';
import { numberFromUrl, psData } from './ps-data';
import { NotEligible, usePlanSwitchFacts } from './plan-switch-parts';
import { LoadProblem } from '../../ui/feedback';
import './plan-switch.css';
import { PageFrame } from '../../ui/page-frame';
import { MessageText } from '../../ui/message-text';

/** The route's frame (heading, lead without the customer's number, placeholders), which this step draws too. */
const frame = routeFrames['/manage/plan-switch/plans']!;

function Plans({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const saved = psData(snapshot);
  const format = usePriceFormat();
  const lines = useEndpointQuery('GET_LINES');
  const open = (lines.data ?? []).filter((l) => l.status !== 'Inactive');
  const [chosen, setChosen] = useState(() => numberFromUrl(window.location.search) ?? saved.number ?? '');
  const number = chosen || open[0]?.number || '';
  const facts = usePlanSwitchFacts(number || undefined);
  const [filter, setFilter] = useState(filterIdOf(saved.planFilter));
  const elig = facts.eligibility.data;
  // The customer's own unpaid request of this journey does not stop them changing their mind.
  const refused = elig && !elig.eligible && !(elig.reason === 'REQUEST_ALREADY_OPEN' && saved.requestId) ? (elig.reason ?? 'NOT_ELIGIBLE') : null;
  const shown = facts.plans.filter((p) => filter === 'all' || p.category === filter);
  const loading = lines.isPending || facts.variants.isPending || (Boolean(number) && facts.eligibility.isPending);
  const failed = lines.isError || facts.variants.isError || facts.eligibility.isError;

  return (
    <PageFrame titleId={frame.titleId} leadId={frame.leadId} className={frame.className} titleDomId={frame.titleDomId}>
      {open.length > 1 && (
        <div className="field">
          <label htmlFor="ps-number">
            <FormattedMessage id="ps_line" />
          </label>
          <select id="ps-number" value={number} dir="ltr" onChange={(e) => setChosen(e.target.value)}>
            {open.map((l) => (
              <option key={l.number} value={l.number}>
                {displayNumber(l.number)}
              </option>
            ))}
          </select>
        </div>
      )}
      {loading ? (
        // The route's frame's placeholders (sent as HTML and drawn while the chunk loaded), kept until the data is in.
        <FramePlaceholders blocks={frame.blocks} />
      ) : failed ? (
        <LoadProblem messageId="ps_load_failed" retryId="ps_retry" onRetry={() => void Promise.all([lines.refetch(), facts.variants.refetch(), facts.eligibility.refetch()])} />
      ) : !number ? (
        <MessageText id="ps_no_line" role="alert" className="alert alert-info" />
      ) : refused ? (
        <NotEligible reason={refused} line={{ number }} />
      ) : (
        <>
          <p>
            <FormattedMessage id="ps_plans_for" values={{ number: <Ltr text={displayNumber(number)} /> }} />{' '}
            {facts.current && <FormattedMessage id="ps_current_is" values={{ name: facts.current.name }} />}
          </p>
          <PlanFilterChoices name="ps-plan-filter" value={filter} onChange={setFilter} />
          {shown.length === 0 ? (
            <MessageText id="ps_none_in_filter" role="status" className="alert alert-info" />
          ) : (
            <ul className="plan-list">
              {shown.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  format={format}
                  chosen={plan.id === saved.planId}
                  current={plan.id === facts.current?.id}
                  currentLabel={intl.formatMessage({ id: 'ps_current' })}
                  onChoose={() => send({ type: 'NEXT', data: { number, planId: plan.id, planFilter: filter } })}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </PageFrame>
  );
}

/** Plan switch step 1 (/manage/plan-switch/plans): the plans this line may move to, its current plan marked. */
const PlanSwitchPlansScreen = withMessages(planSwitchMessages, Plans);
export default PlanSwitchPlansScreen;
