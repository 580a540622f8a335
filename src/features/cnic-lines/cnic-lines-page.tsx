import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { endpointKey } from '../../api/queries';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import type { ResponseOf } from '../../api/api-client';
import { ScreenMessages, joinMessages } from '../../i18n/screen-messages';
import { AccountPage, ConfirmDialog, LoadFailed, Outcome, Skeletons, profileMessages } from '../account';
import { Num, useConfirmedRequest } from '../lines';
import { displayNumber } from '../../domain/line-view';
import { requestNames } from '../service-requests';
import { cnicLinesMessages } from './messages';
import './cnic-lines.css';
import { MessageLink, MessageText } from '../../ui/message-text';

type CnicLine = ResponseOf<'GET_CNIC_LINES'>['lines'][number];

/** The request page of a report (the service-request status page, as every request). */
export const reportHref = (requestId: string) => `/manage/service-request-status?requestId=${encodeURIComponent(requestId)}`;

function Report({ line }: { line: CnicLine }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  // journeys/cnic-line-report.json: sent once however often Yes is pressed; a refusal keeps the question open.
  const report = useConfirmedRequest('cnic-line-report', { number: line.number }, () => {
    setAsking(false);
    void client.invalidateQueries({ queryKey: endpointKey('GET_CNIC_LINES') });
    void client.invalidateQueries({ queryKey: endpointKey('GET_SERVICE_REQUESTS') });
  });
  const open = line.report && (line.report.status === 'SUBMITTED' || line.report.status === 'IN_PROGRESS');
  return (
    <div className="cnic-line-report">
      {line.report && (
        <p>
          <FormattedMessage id="cnic_reported" values={{ status: <FormattedMessage id={`step_${line.report.status}`} /> }} />{' '}
          <MessageLink href={reportHref(line.report.requestId)} id="cnic_follow" values={{ requestId: <bdi dir="ltr">{line.report.requestId}</bdi> }} />
        </p>
      )}
      {!open && (
        <button type="button" className="secondary" onClick={() => setAsking(true)}>
          <FormattedMessage id="cnic_not_mine" />
        </button>
      )}
      {report.error && <Outcome kind="danger" messageId="cnic_report_failed" />}
      {asking && (
        <ConfirmDialog
          titleId="cnic_confirm_title"
          messageId="cnic_confirm_message"
          messageValues={{ number: `\u2066${displayNumber(line.number)}\u2069` }}
          confirmId="cnic_confirm"
          busy={report.busy || report.done}
          onCancel={() => setAsking(false)}
          onConfirm={() => report.submit()}
        />
      )}
    </div>
  );
}

function CnicLines() {
  const intl = useIntl();
  const answer = useEndpointQuery('GET_CNIC_LINES');
  if (answer.isError) return <LoadFailed onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <Skeletons count={3} />;
  const { cnic, lines, limit } = answer.data;
  if (!cnic) {
    return (
      <MessageText id="cnic_none" role="status" />
    );
  }
  return (
    <>
      <MessageText id="cnic_which" values={{ cnic: `\u2066${cnic}\u2069`, count: intl.formatNumber(lines.length), limit: intl.formatNumber(limit) }} className="cnic-which" />
      {lines.length === 0 ? (
        <MessageText id="cnic_no_lines" role="status" />
      ) : (
        <ul className="stack cnic-lines" data-testid="cnic-lines">
          {lines.map((l) => (
            <li key={l.number} className="card cnic-line" data-number={l.number} data-status={l.status}>
              <h2>
                <Num msisdn={l.number} />
              </h2>
              <p className="cnic-line-facts">
                <span className={`badge ${l.status === 'Active' ? '' : 'badge-accent'}`}>
                  <FormattedMessage id={`cnic_status_${l.status}`} />
                </span>
                <span className="hint">
                  <FormattedMessage id={l.onThisAccount ? 'cnic_this_account' : 'cnic_other_account'} />
                </span>
              </p>
              <Report line={l} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

// The account's words too: the confirmation's Cancel.
const messages = joinMessages(requestNames, profileMessages, cnicLinesMessages);

/**
 * /profile/cnic-lines (issue 45 part 7; docs/decisions/2026-11-29-numbers-on-my-cnic.md): the numbers registered to the
 * account's CNIC with their status, each with "This is not mine", which opens a request followed like any other.
 */
export default function CnicLinesPage() {
  return (
    <ScreenMessages messages={messages}>
      <AccountPage titleId="cnic_title" leadId="cnic_lead">
        <CnicLines />
      </AccountPage>
    </ScreenMessages>
  );
}
