import { useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { PageFrame } from '../../ui/page-frame';
import { joinMessages, ScreenMessages, type AreaMessages } from '../../i18n/screen-messages';
import { chosenLine, isolatedNumber, type Line } from '../../domain/line-view';
import { lineMessages } from './messages';
import { Num } from './num';
import './lines.css';
import { Fact, MessageLink, MessageText } from '../../ui/message-text';

export { Num };

/** A manage page: the line texts plus the page's own, and its titled section. */
export function ManagePage({ titleId, leadId, messages, children, values }: { titleId: string; leadId?: string; messages?: AreaMessages; children: ReactNode; values?: Record<string, string> }) {
  // One object per page's texts: a new one at each render would rebuild the page's formatter each time.
  const merged = useMemo(() => (messages ? joinMessages(lineMessages, messages) : lineMessages), [messages]);
  return (
    <ScreenMessages messages={merged}>
      <PageFrame titleId={titleId} titleValues={values} leadId={leadId} className="manage">
        {children}
      </PageFrame>
    </ScreenMessages>
  );
}

/** The line a page is about (`?number=`), and a way to choose another: a select when there are several. */
export function useChosenLine(lines: readonly Line[] | undefined) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const line = lines ? chosenLine(lines, search) : undefined;
  const choose = (number: string) => {
    const q = new URLSearchParams(search);
    q.set('number', number);
    navigate(`${path}?${q}`, { replace: true });
  };
  // The number a page's title names: the one the address asks for (a link from the home has it), known from the first
  // paint, so the title does not change when the lines come and move the page under it; none when the address names
  // none (the line picker and the page's links say which line) or a number that is not the customer's.
  const asked = new URLSearchParams(search).get('number')?.replace(/\D/g, '') || undefined;
  const titleNumber = asked && (!lines || line?.number === asked) ? asked : undefined;
  return { line, choose, titleNumber };
}

export function LinePicker({ lines, line, onChoose }: { lines: readonly Line[]; line: Line; onChoose: (number: string) => void }) {
  const intl = useIntl();
  const id = useId();
  if (lines.length < 2) return null;
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id="line_choose" />
      </label>
      <select id={id} value={line.number} onChange={(e) => onChoose(e.target.value)}>
        {lines.map((l) => (
          <option key={l.orderRef} value={l.number}>
            {intl.formatMessage({ id: 'line_option' }, { number: isolatedNumber(l.number), status: intl.formatMessage({ id: `status_${l.status}` }) })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The facts of a line: number, status (with what it means), plan, SIM type, auto-renewal. */
export function LineSummary({ line }: { line: Line }) {
  return (
    <div className="card line-summary">
      <dl className="line-facts">
        <div>
          <Fact labelId="line_label" ddClassName="line-number">
            <Num msisdn={line.number} />
          </Fact>
        </div>
        <div>
          <Fact labelId="line_status">
            <span className={`badge line-status line-status-${line.status}`} data-status={line.status}>
              <FormattedMessage id={`status_${line.status}`} />
            </span>
          </Fact>
        </div>
        <div>
          <Fact labelId="line_plan">{line.planName}</Fact>
        </div>
        <div>
          <Fact labelId="line_sim">
            <FormattedMessage id={`sim_${line.simType}`} />
          </Fact>
        </div>
        <div>
          <Fact labelId="line_auto_renew">
            <FormattedMessage id={line.autoRenew ? 'auto_renew_on' : 'auto_renew_off'} />
          </Fact>
        </div>
      </dl>
      <p className="hint">
        {/* A line its customer blocked (issue 45) is unblocked with a code, not by calling 111. */}
        <FormattedMessage id={line.status === 'Suspend' && line.blockedAt ? 'status_hint_blocked' : `status_hint_${line.status}`} />
      </p>
    </div>
  );
}

/** Shown when the customer has no line yet. */
export function NoLines() {
  return (
    <div className="card stack">
      <MessageText id="no_lines" />
      <MessageText id="no_lines_hint" className="hint" />
      <p>
        <MessageLink href="/web/pre-checkout" id="buy_sim" />
      </p>
    </div>
  );
}
