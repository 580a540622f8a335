import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useApi } from '../../api/api-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { endpointKey } from '../../api/queries';
import { setAutoRenewal } from './profile-calls';
import { LoadFailed, Outcome } from '../account';
import { Skeleton } from '../../ui/feedback';
import { Num } from '../lines';
import { displayNumber, type Line } from '../../domain/line-view';
import { Ltr, usePrice } from '../../ui/price';
import { Day, UsageBars } from './usage-view';
import { statusPathOf, type ServiceRequest } from '../service-requests';

type LineView = Line;

/** The product type a plan belongs to (plan ids name it; prepaid is the default, SPEC §3). */
export function productTypeOf(planId: string): 'prepaid' | 'postpaid' | 'hybrid' {
  if (/postpaid/i.test(planId)) return 'postpaid';
  if (/hybrid/i.test(planId)) return 'hybrid';
  return 'prepaid';
}

/** Whether a line's renewal can be switched: its product type allows auto-renewal and the line is not closed. */
export function canToggleRenewal(line: { planId: string; status: string }, specs: ReadonlyArray<{ productType: string; autoRenewal: boolean }>): boolean {
  return line.status !== 'Inactive' && specs.some((s) => s.productType === productTypeOf(line.planId) && s.autoRenewal);
}

/** The line's renewal in words: the date it renews, ends (auto-renewal off) or ended (Grace). */
function Renewal({ line }: { line: LineView }) {
  if (!line.usage) return line.status === 'PendingActivation' ? <p className="hint"><FormattedMessage id="home_no_usage_yet" /></p> : null;
  const date = <Day at={line.usage.renewsAt} />;
  if (line.status === 'Grace') return <p><FormattedMessage id="home_ended_on" values={{ date }} /></p>;
  if (line.status !== 'Active') return null;
  return (
    <p>
      <strong>
        <FormattedMessage id={line.autoRenew ? 'home_renews_on' : 'home_ends_on'} values={{ date }} />
      </strong>
    </p>
  );
}

/**
 * The next thing to do for the line: follow the order of a SIM on its way, or continue (or cancel) a request left
 * open, each on its own page.
 */
function NextToDo({ line }: { line: LineView }) {
  const requests = useEndpointQuery('GET_SERVICE_REQUESTS');
  const open = ((requests.data ?? []) as ServiceRequest[]).filter((r) => r.number === line.number && (r.status === 'SUBMITTED' || r.status === 'IN_PROGRESS'));
  if (line.status !== 'PendingActivation' && open.length === 0) return null;
  return (
    <ul className="stack home-next">
      {line.status === 'PendingActivation' && (
        <li>
          <Link href={`/manage/order?order_ref=${encodeURIComponent(line.orderRef)}`}>
            <FormattedMessage id="home_track_sim" />
          </Link>
        </li>
      )}
      {open.map((r) => (
        <li key={r.requestId}>
          <Link href={statusPathOf(r)}>
            <FormattedMessage id="home_open_request" values={{ type: <FormattedMessage id={`type_${r.type}`} />, id: <bdi dir="ltr">{r.requestId}</bdi> }} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What can be done with the line now: activation first when its SIM waits, else recharge, bundle, plan, SIM. */
function QuickActions({ line }: { line: LineView }) {
  const intl = useIntl();
  const n = encodeURIComponent(line.number);
  const actions: Array<{ href: string; id: string }> =
    line.status === 'PendingActivation'
      ? [{ href: `/manage/sim-activation?number=${n}`, id: 'home_activate_sim' }]
      : line.status === 'Inactive'
        ? []
        : [
            { href: `/profile/recharge?number=${n}`, id: 'home_recharge' },
            ...(line.status === 'Active' ? [{ href: `/profile/bundles?number=${n}`, id: 'home_buy_bundle' }] : []),
            ...(line.status !== 'Suspend' ? [{ href: `/manage/plan-switch/plans?number=${n}`, id: 'home_switch_plan' }] : []),
            { href: `/manage/sim-replacement-order-request?number=${n}`, id: 'home_replace_sim' },
            // Issue 45: block a lost or stolen SIM at once (or, once blocked, unblock it or replace the SIM).
            ...(line.status !== 'Suspend' || line.blockedAt ? [{ href: `/manage/lost-sim?number=${n}`, id: 'home_lost_sim' }] : []),
            // Issue 45: send airtime to another Sitara number, or borrow some when the balance is low (the page says when it is not).
            ...(line.status === 'Active'
              ? [{ href: `/manage/balance-share?number=${n}`, id: 'home_share_balance' }, { href: `/manage/advance?number=${n}`, id: 'home_advance' }]
              : []),
          ];
  if (!actions.length) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'home_actions' }, { number: displayNumber(line.number) })}>
      <ul className="home-actions">
        {actions.map((a) => (
          <li key={a.id}>
            <Link href={a.href} className="button-link">
              <FormattedMessage id={a.id} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LineCard({ line, toggleable }: { line: LineView; toggleable: boolean }) {
  const intl = useIntl();
  const api = useApi();
  const queries = useQueryClient();
  // The switch shows the customer's choice from the click on: the cached line takes the new value at once (and gets
  // the old one back if the save fails), so nothing flips the box back to the stale value between the save's answer
  // and the lines' refetch.
  const setCached = (autoRenew: boolean) =>
    queries.setQueriesData<LineView[]>({ queryKey: endpointKey('GET_LINES') }, (lines) => lines?.map((l) => (l.number === line.number ? { ...l, autoRenew } : l)));
  const save = useMutation({
    mutationFn: setAutoRenewal(api, line.number),
    onMutate: async (autoRenew: boolean) => {
      await queries.cancelQueries({ queryKey: endpointKey('GET_LINES') });
      setCached(autoRenew);
    },
    onError: (_error, autoRenew) => setCached(!autoRenew),
    onSettled: () => queries.invalidateQueries({ queryKey: endpointKey('GET_LINES') }),
  });
  const price = usePrice();
  const id = `renew-${line.number}`;
  const on = save.isPending ? Boolean(save.variables) : line.autoRenew;
  return (
    <article className="card stack line-card" aria-labelledby={`line-${line.number}`}>
      <h3 id={`line-${line.number}`}>
        <Num msisdn={line.number} />{' '}
        <span className="badge">
          <FormattedMessage id={`status_${line.status}`} />
        </span>
      </h3>
      <p>
        <FormattedMessage id="line_plan" values={{ plan: line.planName }} />
      </p>
      {line.status !== 'Inactive' && (
        <p className="home-balance">
          <FormattedMessage id="home_balance" />: <strong><Ltr text={price(line.airtimeBalance ?? 0)} /></strong>
        </p>
      )}
      <Renewal line={line} />
      {line.usage && line.status === 'Active' && <UsageBars usage={line.usage} />}
      <NextToDo line={line} />
      <QuickActions line={line} />
      <div className="account-toggle">
        <input id={id} type="checkbox" checked={on} disabled={!toggleable || save.isPending} aria-describedby={`${id}-hint`}
          onChange={(e) => save.mutate(e.target.checked)} />
        <div>
          <label htmlFor={id}>
            <FormattedMessage id="line_auto_renew" values={{ number: <Num msisdn={line.number} /> }} />
          </label>
          <p id={`${id}-hint`} className="hint">
            <FormattedMessage id={toggleable ? (on ? 'line_auto_renew_on' : 'line_auto_renew_off') : 'line_auto_renew_unavailable'} />
          </p>
        </div>
      </div>
      {save.isError && <Outcome kind="danger" messageId="save_failed_kept" />}
      <div className="line-card-links">
        <Link href={`/manage/service-request?number=${encodeURIComponent(line.number)}`}>
          <FormattedMessage id="line_manage_named" values={{ number: <Num msisdn={line.number} /> }} />
        </Link>
        {/* Issue 44: every charge and credit of this line, with their receipts. */}
        <Link href={`/profile/history?line=${encodeURIComponent(line.number)}`} aria-label={intl.formatMessage({ id: 'line_history_named' }, { number: displayNumber(line.number) })}>
          <FormattedMessage id="line_history" />
        </Link>
        {/* Issue 44 parts 2 and 3: this line's use per day, and what it is subscribed to. */}
        {line.usage && (
          <Link href={`/profile/usage?number=${encodeURIComponent(line.number)}`} aria-label={intl.formatMessage({ id: 'line_usage_named' }, { number: displayNumber(line.number) })}>
            <FormattedMessage id="line_usage" />
          </Link>
        )}
        {line.usage && (
          <Link href={`/profile/subscriptions?number=${encodeURIComponent(line.number)}`} aria-label={intl.formatMessage({ id: 'line_subscriptions_named' }, { number: displayNumber(line.number) })}>
            <FormattedMessage id="line_subscriptions" />
          </Link>
        )}
      </div>
    </article>
  );
}

/** The steps to a first line, in order (the purchase, SPEC §3), as the empty home lists them. */
const STEPS_TO_A_LINE = ['home_none_step_plan', 'home_none_step_id', 'home_none_step_pay', 'home_none_step_activate'] as const;

/**
 * The home of a customer who has no line yet (signed up, no order, or an order not active yet): what will show here
 * and how to get there, with the way to buy a SIM and to follow an order. It takes the line card's place (account.css
 * .line-card-empty, as tall as the card's placeholder and the frame's), so nothing painted below it moves when the
 * lines come back empty (issue 47: CLS 0.338 when a short sentence replaced the 40rem placeholder).
 */
function NoLineYet() {
  const intl = useIntl();
  return (
    <article className="card stack line-card line-card-empty" aria-labelledby="no-line-heading">
      <h3 id="no-line-heading">
        <FormattedMessage id="home_none_title" />
      </h3>
      <p>
        <FormattedMessage id="home_none_lead" />
      </p>
      <nav aria-label={intl.formatMessage({ id: 'home_none_actions' })}>
        <ul className="home-actions">
          <li>
            <Link href="/web/pre-checkout" className="button-link">
              <FormattedMessage id="home_none_buy" />
            </Link>
          </li>
          <li>
            <Link href="/orderlist" className="button-link">
              <FormattedMessage id="home_none_track" />
            </Link>
          </li>
        </ul>
      </nav>
      <h4 id="no-line-steps">
        <FormattedMessage id="home_none_steps" />
      </h4>
      <ol className="line-card-steps" aria-labelledby="no-line-steps">
        {STEPS_TO_A_LINE.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ol>
    </article>
  );
}

/** Which line the home shows when there are several: one button per line, the shown one pressed. */
function LineSwitcher({ lines, shown, onShow }: { lines: readonly LineView[]; shown: string; onShow: (number: string) => void }) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'home_lines_switch' })} className="line-switcher">
      {lines.map((l) => (
        <button key={l.number} type="button" className={l.number === shown ? 'primary' : 'secondary'} aria-pressed={l.number === shown} onClick={() => onShow(l.number)}>
          <Num msisdn={l.number} />
        </button>
      ))}
    </div>
  );
}

/**
 * The customer's lines (issue 29): one card at a time with its number, plan, status in words, airtime balance,
 * what is left of its allowance, its renewal and auto-renewal switch (SPEC §7 Auto renewal) and what can be done
 * with it; a switcher when there are several.
 */
export function ProfileLines() {
  const lines = useEndpointQuery('GET_LINES');
  const specs = useEndpointQuery('GET_SUBSCRIPTION_SPECIFICATIONS');
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const all = (lines.data ?? []) as LineView[];
  const shown = all.find((l) => l.number === picked) ?? all[0];
  return (
    <section className="stack" aria-labelledby="lines-heading">
      <h2 id="lines-heading">
        <FormattedMessage id="lines_heading" />
      </h2>
      {/* One placeholder as tall as a line card, so what follows (latest orders, rewards) is not painted in the
          card's place and pushed down when it arrives (issue 31). */}
      {lines.isPending && <Skeleton blocks={1} blockClassName="line-card-skeleton" />}
      {lines.isError && <LoadFailed onRetry={() => void lines.refetch()} />}
      {lines.data && lines.data.length === 0 && <NoLineYet />}
      {all.length > 1 && shown && <LineSwitcher lines={all} shown={shown.number} onShow={setPicked} />}
      {shown && <LineCard key={shown.number} line={shown} toggleable={canToggleRenewal(shown, specs.data ?? [])} />}
    </section>
  );
}
