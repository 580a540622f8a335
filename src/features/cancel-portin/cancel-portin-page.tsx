import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import type { AreaMessages } from '../../i18n/screen-messages';
import { ManagePage, Num } from '../lines';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import { isolatedNumber } from '../../domain/line-view';
import { useConfirmedRequest } from '../lines';
import { orderRefOf } from '../checkout';
import { Timeline } from '../service-requests';
import { portInPhase, portInTimeline } from '../service-requests';
import { requestMessages } from '../service-requests';
import { cancelPortInMessages } from './messages';
import { invalidateLineReads } from '../../api/queries';
import { ResultPanel } from '../../ui/feedback';
import { Fact, MessageLink, MessageText } from '../../ui/message-text';
import { Checkbox } from '../../ui/checkbox';

const messages: AreaMessages = { en: { ...requestMessages.en, ...cancelPortInMessages.en }, ur: { ...requestMessages.ur, ...cancelPortInMessages.ur } };

/** Why a port-in can no longer be cancelled, in words, by the phase it reached. */
const cannotCancelId = (status: string) => ({ done: 'portin_cannot_cancel_moved', stopped: 'portin_cannot_cancel_stopped' } as Record<string, string>)[portInPhase(status)] ?? 'portin_cannot_cancel_late';

function PortIn({ orderRef }: { orderRef: string }) {
  const intl = useIntl();
  const queries = useQueryClient();
  const portIn = useEndpointQuery('GET_LATEST_PORTIN', { params: { orderReference: orderRef } });
  const eligibility = useEndpointQuery('GET_PORTIN_CANCELLATION_ELIGIBILITY', { params: { orderReference: orderRef } });
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  // journeys/cancel-portin.json sends the cancellation once (cancelPortIn); every read is refreshed after it.
  const action = useConfirmedRequest('cancel-portin', { orderRef }, () => void invalidateLineReads(queries));
  if (portIn.isPending || eligibility.isPending) return <Skeleton blocks={3} />;
  if (portIn.isError) {
    // An order that brought no number is not a failure to load (issue 30): it has nothing to cancel.
    if (portIn.error.code === 'NOT_A_PORT_IN') {
      return (
        <MessageText id="portin_none" className="card" role="status" />
      );
    }
    return portIn.error.status === 404 ? <LoadProblem messageId="request_not_found" /> : <LoadProblem onRetry={() => void portIn.refetch()} />;
  }
  const p = portIn.data;
  const donor = p.donorTelco ? p.donorTelco.charAt(0).toUpperCase() + p.donorTelco.slice(1) : '';
  const statusLink = `/manage/service-request-status?order_ref=${orderRef}`;

  if (action.done) {
    return (
      <ResultPanel testId="portin-cancelled" titleId="portin_cancelled_title" bodyId="portin_cancelled_body" values={{ number: <Num msisdn={p.number ?? ''} />, donor, order: orderRef }}>
        <p>
          <MessageLink href={statusLink} id="portin_see_status" />
        </p>
      </ResultPanel>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) {
      setMissing(true);
      document.getElementById('portin-agree')?.focus();
      return;
    }
    action.submit();
  };
  const eligible = eligibility.data?.eligible === true;
  return (
    <>
      <div className="card stack">
        <dl className="line-facts">
          <div>
            <Fact labelId="portin_number">{p.number ? <Num msisdn={p.number} /> : null}</Fact>
          </div>
          <div>
            <Fact labelId="portin_from">{donor}</Fact>
          </div>
          <div>
            <Fact labelId="portin_order">
              <bdi dir="ltr">{orderRef}</bdi>
            </Fact>
          </div>
        </dl>
        <h2 className="visually-hidden">
          <FormattedMessage id="portin_status_label" />
        </h2>
        <p data-testid="portin-status" data-status={p.status}>
          <strong>
            <FormattedMessage id="portin_status_label" />:
          </strong>{' '}
          <FormattedMessage id={`portin_word_${p.status}`} />
        </p>
        <Timeline steps={portInTimeline(p.status)} />
      </div>
      {eligible ? (
        <form className="card stack" onSubmit={submit} noValidate>
          <fieldset className="confirm-box">
            <legend>
              <FormattedMessage id="portin_confirm_legend" />
            </legend>
            <Checkbox
              id="portin-agree"
              checked={agreed}
              onChange={(on) => {
                setAgreed(on);
                setMissing(false);
              }}
              label={<FormattedMessage id="portin_confirm_check" values={{ donor }} />}
              error={missing && <FormattedMessage id="portin_confirm_required" />}
            />
          </fieldset>
          {action.error && (
            <MessageText id="portin_cancel_failed" values={{ reason: intl.formatMessage({ id: action.error.code === 'PORT_IN_NOT_CANCELLABLE' ? 'portin_cannot_cancel' : 'action_failed' }) }} role="alert" className="alert alert-danger" />
          )}
          <div className="actions">
            <button type="submit" disabled={action.busy} aria-busy={action.busy}>
              <FormattedMessage id={action.busy ? 'portin_cancelling' : 'portin_cancel_button'} />
            </button>
          </div>
        </form>
      ) : (
        <div role="status" className="alert alert-info stack" data-reason="PORT_IN_NOT_CANCELLABLE">
          <p>
            <FormattedMessage id="portin_cannot_cancel" /> <FormattedMessage id={cannotCancelId(p.status)} />
          </p>
          <p>
            <MessageLink href={statusLink} id="portin_see_status" />
          </p>
        </div>
      )}
    </>
  );
}

/** Without an order reference: the customer's port-in lines, newest first; one is chosen. */
function ChoosePortIn() {
  const lines = useEndpointQuery('GET_LINES');
  const [chosen, setChosen] = useState<string | null>(null);
  if (lines.isPending) return <Skeleton blocks={2} />;
  if (lines.isError) return <LoadProblem onRetry={() => void lines.refetch()} />;
  const portIns = lines.data.filter((l) => l.numberType === 'PORT_IN' && l.status !== 'Inactive');
  if (!portIns.length) {
    return (
      <MessageText id="portin_none" className="card" />
    );
  }
  const orderRef = chosen ?? portIns[0]!.orderRef;
  return (
    <>
      {portIns.length > 1 && (
        <div className="field">
          <label htmlFor="portin-choice">
            <FormattedMessage id="portin_choose" />
          </label>
          <select id="portin-choice" value={orderRef} onChange={(e) => setChosen(e.target.value)}>
            {portIns.map((l) => (
              <option key={l.orderRef} value={l.orderRef}>
                {isolatedNumber(l.number)}
              </option>
            ))}
          </select>
        </div>
      )}
      <PortIn key={orderRef} orderRef={orderRef} />
    </>
  );
}

/** /manage/cancel-portin: a port-in's status in customer words (SPEC §4) and its cancellation by order reference. */
export default function CancelPortInPage() {
  const search = useSearch();
  const orderRef = orderRefOf(`?${search}`);
  return (
    <ManagePage titleId="portin_title" leadId="portin_lead" messages={messages}>
      {orderRef ? <PortIn key={orderRef} orderRef={orderRef} /> : <ChoosePortIn />}
      <p>
        <MessageLink href="/manage/service-request" id="back_to_hub" />
      </p>
    </ManagePage>
  );
}
