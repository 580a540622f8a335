import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Num } from '../lines';
import { useConfirmedRequest } from '../lines';
import type { ServiceRequest } from './request-view';
import { invalidateLineReads } from '../../api/queries';
import { MessageText } from '../../ui/message-text';

/**
 * The question of ./cancel-request.tsx once Cancel is pressed: journeys/service-request-cancel.json sends the
 * cancellation once (cancelServiceRequest); every read is refreshed after it.
 */
export default function CancelConfirm({ request, onClose }: { request: ServiceRequest; onClose: () => void }) {
  const intl = useIntl();
  const queries = useQueryClient();
  const action = useConfirmedRequest('service-request-cancel', { requestId: request.requestId, type: request.type, status: request.status }, () => void invalidateLineReads(queries));
  const reason = action.error ? intl.formatMessage({ id: action.error.code === 'NOT_FOUND' ? 'cancel_refused' : 'action_failed' }) : '';
  return (
    <div className="card confirm-box" role="group" aria-labelledby="cancel-confirm-title">
      <h2 id="cancel-confirm-title">
        <FormattedMessage id="cancel_confirm_title" />
      </h2>
      <MessageText id="cancel_confirm_body" values={{ id: request.requestId, number: <Num msisdn={request.number ?? ''} /> }} />
      {action.error && <MessageText id="cancel_failed" values={{ reason }} role="alert" className="alert alert-danger" />}
      <div className="actions">
        <button type="button" onClick={() => action.submit()} disabled={action.busy} aria-busy={action.busy}>
          <FormattedMessage id={action.busy ? 'cancelling' : 'cancel_confirm_yes'} />
        </button>
        <button type="button" className="secondary" onClick={onClose} disabled={action.busy}>
          <FormattedMessage id="cancel_confirm_no" />
        </button>
      </div>
    </div>
  );
}
