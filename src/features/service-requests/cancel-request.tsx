import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Num } from '../lines';
import { useConfirmedRequest } from '../lines';
import { cancelCallOf, type ServiceRequest, resumePathOf, resumeStepOf } from './request-view';
import { invalidateLineReads } from '../../api/queries';
import { MessageLink, MessageText } from '../../ui/message-text';


/**
 * Cancel for a request the customer may still call off (a termination, a plan switch, a SIM replacement whose fee
 * is unpaid), asked once; on the status page and on the hub next to "you already have one open". Everything is
 * read again afterwards, so the hub offers a new request at once.
 */
export function CancelRequest({ request }: { request: ServiceRequest }) {
  const intl = useIntl();
  const queries = useQueryClient();
  const [asking, setAsking] = useState(false);
  const call = cancelCallOf(request);
  // journeys/service-request-cancel.json sends it once (cancelServiceRequest); every read is refreshed after it.
  const action = useConfirmedRequest('service-request-cancel', { requestId: request.requestId, type: request.type, status: request.status }, () => void invalidateLineReads(queries));
  if (!call) return null;
  if (!asking) {
    return (
      <p>
        <button type="button" className="secondary" onClick={() => setAsking(true)}>
          <FormattedMessage id="cancel_request" />
        </button>
      </p>
    );
  }
  const reason = action.error ? intl.formatMessage({ id: action.error.code === 'NOT_FOUND' ? 'cancel_refused' : 'action_failed' }) : '';
  return (
    <div className="card confirm-box" role="group" aria-labelledby="cancel-confirm-title">
      <h2 id="cancel-confirm-title">
        <FormattedMessage id="cancel_confirm_title" />
      </h2>
      <MessageText id="cancel_confirm_body" values={{ id: request.requestId, number: <Num msisdn={request.number ?? ''} /> }} />
      {action.error && (
        <MessageText id="cancel_failed" values={{ reason }} role="alert" className="alert alert-danger" />
      )}
      <div className="actions">
        <button type="button" onClick={() => action.submit()} disabled={action.busy} aria-busy={action.busy}>
          <FormattedMessage id={action.busy ? 'cancelling' : 'cancel_confirm_yes'} />
        </button>
        <button type="button" className="secondary" onClick={() => setAsking(false)} disabled={action.busy}>
          <FormattedMessage id="cancel_confirm_no" />
        </button>
      </div>
    </div>
  );
}

/**
 * Continue for a SIM replacement left half-way (issue 29): a link into the journey's first step with ?resume=, where
 * the journey reads the request back and goes on at the step it was left at. Shown with Cancel, before it.
 */
export function ContinueRequest({ request }: { request: ServiceRequest }) {
  const step = resumeStepOf(request);
  if (!step) return null;
  return (
    <p data-resume-step={step}>
      <FormattedMessage id={`resume_at_${step}`} />{' '}
      <MessageLink href={resumePathOf(request)} id="continue_request" />
    </p>
  );
}
