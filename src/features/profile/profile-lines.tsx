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
import { LINE_ROWS, QUICK_ACTIONS } from './home-entries';
import { IconActions } from '../../ui/icon-actions';
import { ListRow, ListRows } from '../../ui/list-row';
import { iconHistory } from '../../ui/icons';
import { iconSettings, iconShieldAlert } from '../../ui/account-icons';
import { MessageText } from '../../ui/message-text';
import { Checkbox } from '../../ui/checkbox';

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

/** The line's renewal as a figure beside the balance: the date it renews, ends (auto-renewal off) or ended (Grace). */
function Renewal({ line }: { line: LineView }) {
  if (!line.usage || (line.status !== 'Active' && line.status !== 'Grace')) return null;
  const labelId = line.status === 'Grace' ? 'home_ended_label' : line.autoRenew ? 'home_renews_label' : 'home_ends_label';
  return (
    <div className="home-stat home-renewal">
      <span className="home-stat-label">
        <FormattedMessage id={labelId} />
      </span>
      <strong className="home-stat-value">
        <Day at={line.usage.renewsAt} />
      </strong>
    </div>
  );
}

/** What can be done with the line now (home-entries.ts QUICK_ACTIONS), as icon buttons. */
function QuickActions({ line }: { line: LineView }) {
  const intl = useIntl();
  const n = encodeURIComponent(line.number);
  const items = QUICK_ACTIONS.filter((a) => a.shows(line)).map((a) => ({ key: a.key, href: a.href(n), icon: a.icon, label: intl.formatMessage({ id: a.labelId }) }));
  return <IconActions items={items} label={intl.formatMessage({ id: 'home_actions' }, { number: displayNumber(line.number) })} />;
}

/** The line's auto-renewal switch (SPEC §7 Auto renewal): saved at once, shown at once, put back if the save fails. */
function AutoRenewal({ line, toggleable }: { line: LineView; toggleable: boolean }) {
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
  const id = `renew-${line.number}`;
  const on = save.isPending ? Boolean(save.variables) : line.autoRenew;
  return (
    <>
      <Checkbox
        id={id}
        checked={on}
        disabled={!toggleable || save.isPending}
        onChange={(v) => save.mutate(v)}
        label={<FormattedMessage id="line_auto_renew" values={{ number: <Num msisdn={line.number} /> }} />}
        hint={<FormattedMessage id={toggleable ? (on ? 'line_auto_renew_on' : 'line_auto_renew_off') : 'line_auto_renew_unavailable'} />}
      />
      {save.isError && <Outcome kind="danger" messageId="save_failed_kept" />}
    </>
  );
}

/**
 * The shown line as the home's first screen (issue 46): its number and status, the balance and the next renewal as
 * large figures, each allowance as a ring with its own expiry, the quick actions as icon buttons; then the
 * auto-renewal switch and the line's other pages as rows.
 */
function LineCard({ line, toggleable }: { line: LineView; toggleable: boolean }) {
  const price = usePrice();
  const n = encodeURIComponent(line.number);
  const lostShown = line.status !== 'PendingActivation' && line.status !== 'Inactive' && (line.status !== 'Suspend' || Boolean(line.blockedAt));
  return (
    <>
      <article className="card stack line-card" aria-labelledby={`line-${line.number}`}>
        <div className="line-card-head">
          <h3 id={`line-${line.number}`}>
            <Num msisdn={line.number} />{' '}
            <span className="badge">
              <FormattedMessage id={`status_${line.status}`} />
            </span>
          </h3>
          <MessageText id="line_plan" values={{ plan: line.planName }} className="line-card-plan" />
        </div>
        {line.status !== 'Inactive' && (
          <div className="home-stats">
            <div className="home-stat home-balance">
              <span className="home-stat-label">
                <FormattedMessage id="home_balance" />
              </span>
              <strong className="home-stat-value">
                <Ltr text={price(line.airtimeBalance ?? 0)} />
              </strong>
            </div>
            <Renewal line={line} />
          </div>
        )}
        {line.status === 'Grace' && line.usage && (
          <MessageText id="home_ended_on" values={{ date: <Day at={line.usage.renewsAt} /> }} className="hint" />
        )}
        {line.status === 'PendingActivation' && (
          <MessageText id="home_no_usage_yet" className="hint" />
        )}
        {line.usage && line.status === 'Active' && <UsageBars usage={line.usage} />}
        <QuickActions line={line} />
      </article>
      <ListRows>
        <li className="list-row list-row-toggle">
          <AutoRenewal line={line} toggleable={toggleable} />
        </li>
        {lostShown && <ListRow icon={iconShieldAlert} href={`/manage/lost-sim?number=${n}`} title={<FormattedMessage id="home_lost_sim" />} />}
        <ListRow icon={iconSettings} href={`/manage/service-request?number=${n}`} title={<FormattedMessage id="line_manage_named" values={{ number: <Num msisdn={line.number} /> }} />} />
        {/* Issue 44: every charge and credit of this line, with their receipts. */}
        <ListRow icon={iconHistory} href={`/profile/history?line=${n}`} title={<FormattedMessage id="line_history" />} hint={<Num msisdn={line.number} />} />
        {LINE_ROWS.filter((r) => r.shows(line)).map((r) => (
          <ListRow key={r.key} icon={r.icon} href={r.href(line.number)} title={<FormattedMessage id={r.labelId} />} />
        ))}
      </ListRows>
    </>
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
      <MessageText id="home_none_lead" />
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
