import { useEffect } from 'react';
import { useDates } from '../../i18n/format-context';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { endpointKey } from '../../api/queries';
import { Num } from '../lines';
import { Skeleton } from '../../ui/feedback';
import { statusPathOf } from '../service-requests';
import { TerminationPage, terminationData, type TerminationData } from './termination-parts';
import { ResultPanel } from '../../ui/feedback';
import { MessageLink } from '../../ui/message-text';

/** What a termination request changes in what screens have read: the lines, their requests and eligibility. */
const CHANGED = ['GET_LINES', 'GET_LINE', 'GET_SERVICE_REQUESTS', 'GET_TERMINATION_ELIGIBILITY'] as const;

function Success({ data }: { data: TerminationData }) {
  const intl = useIntl();
  const dates = useDates();
  const queries = useQueryClient();
  useEffect(() => {
    for (const name of CHANGED) void queries.invalidateQueries({ queryKey: endpointKey(name) });
  }, [queries]);
  const requestId = data.requestId ?? '';
  const request = useEndpointQuery('GET_SERVICE_REQUEST', { params: { requestId: requestId || '-' } });
  const effectiveAt = Number(request.data?.payload?.effectiveAt ?? 0);
  return (
    <>
      <ResultPanel testId="termination-requested" titleId="success_title" bodyId="success_body" values={{ id: requestId, number: <Num msisdn={data.number ?? ''} /> }} />
      <section className="card stack" aria-labelledby="success-next">
        <h2 id="success-next">
          <FormattedMessage id="next_heading" />
        </h2>
        {request.isPending && requestId ? (
          <Skeleton blocks={1} height="3rem" />
        ) : (
          <p>{effectiveAt ? intl.formatMessage({ id: 'success_next' }, { date: dates.date(effectiveAt) }) : intl.formatMessage({ id: 'success_next_nodate' })}</p>
        )}
        <p className="actions">
          {requestId && (
            <Link href={statusPathOf({ type: 'TERMINATION_REQUEST', requestId }, true)}>
              <FormattedMessage id="success_status" />
            </Link>
          )}
          <MessageLink href="/manage/service-request" id="success_hub" />
        </p>
      </section>
    </>
  );
}

/** Step 3 (/manage/terminate-number/success): the request received, and what happens next. */
export default function TerminateSuccessScreen({ snapshot }: ScreenProps) {
  return (
    <TerminationPage step={3}>
      <Success data={terminationData(snapshot)} />
    </TerminationPage>
  );
}
