import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useApi } from '../../api/api-context';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { setAutoRenewal } from './profile-calls';
import { LoadFailed, Outcome, Skeletons } from '../account/account-parts';
import { Num } from '../lines/line-parts';

interface LineView { number: string; planId: string; planName: string; status: string; autoRenew: boolean }

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

function LineRow({ line, toggleable }: { line: LineView; toggleable: boolean }) {
  const api = useApi();
  const queries = useQueryClient();
  // The switch shows the customer's choice from the click on: the cached line takes the new value at once (and gets
  // the old one back if the save fails), so nothing flips the box back to the stale value between the save's answer
  // and the lines' refetch.
  const setCached = (autoRenew: boolean) =>
    queries.setQueriesData<LineView[]>({ queryKey: ['GET_LINES'] }, (lines) => lines?.map((l) => (l.number === line.number ? { ...l, autoRenew } : l)));
  const save = useMutation({
    mutationFn: setAutoRenewal(api, line.number),
    onMutate: async (autoRenew: boolean) => {
      await queries.cancelQueries({ queryKey: ['GET_LINES'] });
      setCached(autoRenew);
    },
    onError: (_error, autoRenew) => setCached(!autoRenew),
    onSettled: () => queries.invalidateQueries({ queryKey: ['GET_LINES'] }),
  });
  const id = `renew-${line.number}`;
  const on = save.isPending ? Boolean(save.variables) : line.autoRenew;
  return (
    <li className="card stack">
      <p>
        <strong>
          <Num msisdn={line.number} />
        </strong>{' '}
        <span className="badge">
          <FormattedMessage id={`line_status_${line.status}`} defaultMessage={line.status} />
        </span>
      </p>
      <p>
        <FormattedMessage id="line_plan" values={{ plan: line.planName }} />
      </p>
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
      <Link href={`/manage/service-request?number=${encodeURIComponent(line.number)}`}>
        <FormattedMessage id="line_manage_named" values={{ number: <Num msisdn={line.number} /> }} />
      </Link>
    </li>
  );
}

/** The customer's lines with status, plan and the plan's auto-renewal switch (SPEC §7 Auto renewal). */
export function ProfileLines() {
  const lines = useEndpointQuery('GET_LINES');
  const specs = useEndpointQuery('GET_SUBSCRIPTION_SPECIFICATIONS');
  return (
    <section className="stack" aria-labelledby="lines-heading">
      <h2 id="lines-heading">
        <FormattedMessage id="lines_heading" />
      </h2>
      {lines.isPending && <Skeletons count={2} tall />}
      {lines.isError && <LoadFailed onRetry={() => void lines.refetch()} />}
      {lines.data && lines.data.length === 0 && (
        <p>
          <FormattedMessage id="lines_none" />{' '}
          <Link href="/web/pre-checkout">
            <FormattedMessage id="orders_see_plans" />
          </Link>
        </p>
      )}
      {lines.data && lines.data.length > 0 && (
        <ul className="stack account-list">
          {(lines.data as LineView[]).map((line) => (
            <LineRow key={line.number} line={line} toggleable={canToggleRenewal(line, specs.data ?? [])} />
          ))}
        </ul>
      )}
    </section>
  );
}
