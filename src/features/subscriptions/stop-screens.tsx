import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { stepWork, type ScreenProps } from '../../../renderer';
import { endpointKey } from '../../api/queries';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { journeyData } from '../../journey/journey-data';
import { ResultPanel, Skeleton } from '../../ui/feedback';
import { ManagePage, Num } from '../lines';
import { Day, UsageBars, homeMessages } from '../profile';
import { joinMessages } from '../../i18n/screen-messages';
import { subscriptionMessages } from './messages';
import { KindBadge, useLeftText, type Subscriptions } from './subscription-parts';
import './subscriptions.css';
import { MessageLink, MessageText } from '../../ui/message-text';

const messages = joinMessages(homeMessages, subscriptionMessages);
const NUMBER = /^[0-9]{10,12}$/;
const ID = /^[0-9]{1,18}$/;
const subscriptionsHref = (number: string) => `/profile/subscriptions${number ? `?number=${encodeURIComponent(number)}` : ''}`;

/**
 * Step 1 (/manage/stop-subscription?number=&id=): the subscription, what stopping it means, and the stop only on the
 * customer's "Stop it now"; "Keep it" goes back without sending anything.
 */
export function StopScreen(props: ScreenProps) {
  return (
    <ManagePage titleId="stop_title" leadId="stop_lead" messages={messages}>
      <StopBody {...props} />
    </ManagePage>
  );
}

/** The step's body, inside the page's texts (ManagePage's) so its formatted words find them. */
function StopBody({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const search = new URLSearchParams(useSearch());
  const saved = journeyData('stop-subscription', snapshot);
  const number = NUMBER.test(search.get('number') ?? '') ? search.get('number')! : (saved.number ?? '');
  const id = ID.test(search.get('id') ?? '') ? search.get('id')! : (saved.subscriptionId ?? '');
  const subs = useEndpointQuery('GET_SUBSCRIPTIONS', { params: { number: number || '-' } }, { enabled: Boolean(number) });
  const leftText = useLeftText();
  const work = stepWork(snapshot);
  const s = (subs.data as Subscriptions | undefined)?.subscriptions.find((x) => x.id === id && x.stoppable);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (work.working || !s) return;
    send({
      type: 'NEXT',
      data: { number, subscriptionId: s.id, stoppedName: s.name },
    });
  };
  return number && subs.isPending ? (
    <Skeleton blocks={2} height="8rem" />
  ) : !s ? (
    <div className="stack">
      <MessageText id="stop_not_found" role="status" />
      <p>
        <MessageLink href={subscriptionsHref(number)} id="stopped_back" />
      </p>
    </div>
  ) : (
    <form onSubmit={submit} noValidate className="stack" aria-busy={work.working}>
      <section className="card stack" aria-labelledby="stop-name" data-testid="stop-subscription">
        <h2 id="stop-name" className="subscription-name">
          <bdi>{s.name}</bdi> <KindBadge kind={s.kind} />
        </h2>
        <p>
          <Num msisdn={number} /> · <FormattedMessage id="subs_expires" values={{ date: <Day at={s.expiresAt} /> }} />
        </p>
        <div className="subscription-bars">
          <UsageBars usage={{ remaining: s.remaining, allowance: s.total }} onlyGiven />
        </div>
      </section>
      <section className="card stack" aria-labelledby="stop-means">
        <h2 id="stop-means">{intl.formatMessage({ id: 'stop_means_title' }, { name: s.name })}</h2>
        <ul className="stop-means" data-testid="stop-means">
          <li>{intl.formatMessage({ id: 'stop_means_left' }, { left: leftText(s) })}</li>
          <li>
            <FormattedMessage id="stop_means_renew" />
          </li>
          <li>
            <FormattedMessage id="stop_means_refund" />
          </li>
          <li>
            <FormattedMessage id="stop_means_other" />
          </li>
        </ul>
      </section>
      {work.error ? (
        <MessageText id="stop_failed" role="alert" className="alert alert-danger" />
      ) : null}
      <p className="actions">
        <Link href={subscriptionsHref(number)} className="button-link secondary">
          <FormattedMessage id="stop_keep" />
        </Link>
        <button type="submit" disabled={work.working}>
          <FormattedMessage id={work.working ? 'stop_stopping' : 'stop_confirm'} />
        </button>
      </p>
    </form>
  );
}

/** Whether a name the gateway wrote can stand in a page of this language: an Urdu page's names are in Urdu letters, an English page's in Latin ones. */
export function nameIsInLanguage(name: string, locale: string): boolean {
  if (!name.trim()) return false;
  return /[\u0600-\u06FF]/u.test(name) === locale.startsWith('ur');
}

/** Step 2 (/manage/stop-subscription/stopped): it is stopped; back to the line's subscriptions. */
export function StoppedScreen({ snapshot }: ScreenProps) {
  const queries = useQueryClient();
  useEffect(() => {
    for (const name of ['GET_SUBSCRIPTIONS', 'GET_LINES', 'GET_LINE'] as const) void queries.invalidateQueries({ queryKey: endpointKey(name) });
  }, [queries]);
  const saved = journeyData('stop-subscription', snapshot);
  const number = saved.number ?? '';
  // The name is the gateway's, in the language it was stopped in: after a switch of language it is not said in the
  // other one (the stopped subscription is no longer listed, so it cannot be read again).
  const named = nameIsInLanguage(saved.stoppedName ?? '', useIntl().locale);
  return (
    <ManagePage titleId="stopped_title" messages={messages}>
      <ResultPanel
        testId="subscription-stopped"
        titleId="stopped_title"
        bodyId={named ? 'stopped_body' : 'stopped_body_unnamed'}
        values={{
          name: <bdi>{saved.stoppedName ?? ''}</bdi>,
          number: <Num msisdn={number} />,
        }}
      />
      <p className="actions">
        <MessageLink href={subscriptionsHref(number)} id="stopped_back" />
      </p>
    </ManagePage>
  );
}
