import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useApi } from '../../api/api-context';
import { endpointKey, endpointQueryKey } from '../../api/queries';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { joinMessages } from '../../i18n/screen-messages';
import { Ltr, usePrice } from '../../ui/price';
import { LoadFailed, Outcome, Skeletons } from '../account';
import { LinePicker, ManagePage, useChosenLine } from '../lines';
import { Day, UsageBars, homeMessages } from '../profile';
import { displayNumber } from '../../domain/line-view';
import { subscriptionMessages } from './messages';
import { KindBadge, type Subscription, type Subscriptions } from './subscription-parts';
import './subscriptions.css';
import { setSubscriptionRenewal } from './subscription-calls';
import { MessageText } from '../../ui/message-text';
import { OnceDrawn } from '../../ui/once-drawn';
import { Checkbox } from '../../ui/checkbox';

const messages = joinMessages(homeMessages, subscriptionMessages);

/** When it ends or renews, and for how much. */
function Renewal({ s, autoRenew }: { s: Subscription; autoRenew: boolean }) {
  const price = usePrice();
  const date = <Day at={s.expiresAt} />;
  if (s.renews) return <FormattedMessage id="subs_renews_on" values={{ date, price: <Ltr text={price(s.price ?? 0)} /> }} />;
  if (s.renewable && s.renewalOn && !autoRenew) return <FormattedMessage id="subs_renews_plan_off" values={{ date }} />;
  return <FormattedMessage id="subs_renews_no" values={{ date }} />;
}

/** The renewal switch of a plan or bundle: the gateway's answer (the line's subscriptions after it) replaces the list. */
function RenewalToggle({ number, s }: { number: string; s: Subscription }) {
  const api = useApi();
  const intl = useIntl();
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (renews: boolean) => setSubscriptionRenewal(api, number, s.id, renews),
    onSuccess: (after) => {
      queries.setQueryData(endpointQueryKey('GET_SUBSCRIPTIONS', { params: { number } }), after);
      // The home's line card shows the plan's renewal too.
      void queries.invalidateQueries({ queryKey: endpointKey('GET_LINES') });
    },
  });
  const id = `renew-${s.id}`;
  const on = save.isPending ? Boolean(save.variables) : s.renewalOn;
  return (
    <>
      <Checkbox
        id={id}
        checked={on}
        disabled={save.isPending}
        onChange={(v) => save.mutate(v)}
        data-testid="renewal-toggle"
        label={intl.formatMessage({ id: 'subs_renew_label' }, { name: s.name })}
        hint={<FormattedMessage id={on ? 'subs_renew_hint_on' : 'subs_renew_hint_off'} />}
      />
      {save.isSuccess && <Outcome kind="success" messageId={save.variables ? 'subs_saved_on' : 'subs_saved_off'} values={{ name: s.name }} />}
      {save.isError && <Outcome kind="danger" messageId="subs_save_failed" />}
    </>
  );
}

function SubscriptionCard({ view, s }: { view: Subscriptions; s: Subscription }) {
  const intl = useIntl();
  const headingId = `sub-${s.id}`;
  const n = encodeURIComponent(view.number);
  return (
    <li className="card stack subscription" aria-labelledby={headingId} data-kind={s.kind} data-item={s.item} data-testid="subscription">
      <h2 id={headingId} className="subscription-name">
        <bdi>{s.name}</bdi> <KindBadge kind={s.kind} />
      </h2>
      <div className="subscription-bars">
        <UsageBars usage={{ remaining: s.remaining, allowance: s.total }} onlyGiven />
      </div>
      <p className="subscription-renewal" data-renews={s.renews}>
        <strong>
          <Renewal s={s} autoRenew={view.autoRenew} />
        </strong>
      </p>
      {s.renewable && <RenewalToggle number={view.number} s={s} />}
      {s.stoppable && (
        <p className="actions">
          <Link href={`/manage/stop-subscription?number=${n}&id=${encodeURIComponent(s.id)}`} className="button-link secondary">
            {intl.formatMessage({ id: 'subs_stop' }, { name: s.name })}
          </Link>
        </p>
      )}
      {s.kind === 'PLAN' && (
        <p className="hint">
          <FormattedMessage id="subs_plan_stop" />{' '}
          <Link href={`/manage/terminate-number?number=${n}`}>
            <FormattedMessage id="subs_close_line" />
          </Link>
        </p>
      )}
    </li>
  );
}

function LineSubscriptions({ number }: { number: string }) {
  const subs = useEndpointQuery('GET_SUBSCRIPTIONS', { params: { number } });
  if (subs.isError) return <LoadFailed onRetry={() => void subs.refetch()} />;
  if (!subs.data) return <Skeletons count={3} tall />;
  const view = subs.data as Subscriptions;
  if (!view.subscriptions.length) return <MessageText id="subs_none" role="status" />;
  return (
    <ul className="stack subscription-list" data-testid="subscriptions">
      {view.subscriptions.map((s) => (
        <SubscriptionCard key={s.id} view={view} s={s} />
      ))}
    </ul>
  );
}

/**
 * /profile/subscriptions?number= (issue 44 part 3; docs/decisions/2026-11-29-usage-history-and-subscriptions.md): each
 * plan, add-on, bundle and reward running on a line, with its bar and expiry, its renewal switch, and the way to stop
 * it (journeys/stop-subscription.json says what stopping means before it is sent).
 */
export default function SubscriptionsPage() {
  const lines = useEndpointQuery('GET_LINES');
  const inService = (lines.data ?? []).filter((l) => l.usage && l.status !== 'Inactive');
  const { line, choose, titleNumber } = useChosenLine(inService);
  return (
    <ManagePage titleId={titleNumber ? 'subs_line_title' : 'subs_title'} values={{ number: `\u2066${displayNumber(titleNumber ?? '')}\u2069` }} leadId="subs_lead" messages={messages}>
      {lines.isError ? (
        <LoadFailed onRetry={() => void lines.refetch()} />
      ) : !lines.data ? (
        <Skeletons count={3} tall />
      ) : !line ? (
        <MessageText id="subs_no_lines" role="status" />
      ) : (
        <>
          <LinePicker lines={inService} line={line} onChoose={choose} />
          <LineSubscriptions key={line.number} number={line.number} />
          <OnceDrawn watch={line.number}>
            <p>
              <Link href={`/profile/usage?number=${encodeURIComponent(line.number)}`}>
                <FormattedMessage id="subs_usage" />
              </Link>
            </p>
          </OnceDrawn>
        </>
      )}
    </ManagePage>
  );
}
