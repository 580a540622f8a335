import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { endpointKey } from '../../api/queries';
import { LinePicker, LineSummary, ManagePage, NoLines, Num, useChosenLine } from './line-parts';
import { activationMessages } from './activation-messages';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import { activationErrorId, iccIdProblem, type Line } from '../../domain/line-view';
import { SimCardPicture } from './sim-card-picture';
import type { SimActivationInput } from './actors';
import { useConfirmedRequest } from './use-flow-machine';
import { ResultPanel } from '../../ui/feedback';
import { TextField } from '../../ui/text-field';
import { SimScanButton } from './sim-scan-button';
import { scannedEntry } from './sim-scan';
import { MessageLink, MessageText } from '../../ui/message-text';

type Activation = ReturnType<typeof useConfirmedRequest<'sim-activation', Line>>;

function ActivationForm({ line, action }: { line: Line; action: Activation }) {
  const [icc, setIcc] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const digits = icc.replace(/\s/g, '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = iccIdProblem(icc);
    setProblem(found);
    if (found) {
      document.getElementById('icc-id')?.focus();
      return;
    }
    action.submit({ number: line.number, iccId: digits } satisfies SimActivationInput);
  };
  // The machine's error is this line's only when it was this line that was sent (another line was chosen since).
  const gatewayError = action.error && action.context.number === line.number ? activationErrorId(action.error.code) : null;
  const fieldError = problem ?? (gatewayError === 'icc_error_invalid' || gatewayError === 'icc_error_mismatch' ? gatewayError : null);
  const pageError = fieldError ? null : gatewayError;
  return (
    <form className="card stack" onSubmit={submit} noValidate>
      <MessageText id="activation_intro" />
      <SimCardPicture />
      <details>
        <summary>
          <FormattedMessage id="activation_where" />
        </summary>
        <MessageText id="activation_email_note" values={{ number: <Num msisdn={line.number} /> }} />
      </details>
      <TextField
        id="icc-id"
        label={<FormattedMessage id="icc_label" />}
        className="icc-input"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        value={icc}
        onChange={(e) => {
          setIcc(e.target.value);
          if (problem) setProblem(null);
        }}
        hints={[
          { id: 'icc-hint', text: <FormattedMessage id="icc_hint" /> },
          { id: 'icc-count', live: true, text: <FormattedMessage id="icc_count" values={{ count: digits.length }} /> },
        ]}
        error={fieldError}
        errorValues={{ count: digits.length, number: <Num msisdn={line.number} /> }}
        announce
      />
      {/* Where the browser reads barcodes (issue 46): what the camera reads fills the field and is checked as typed. */}
      <SimScanButton
        onScanned={(value) => {
          const entry = scannedEntry(value);
          setIcc(entry.text);
          setProblem(entry.problem);
        }}
      />
      {pageError && (
        <div role="alert" className="alert alert-danger">
          <FormattedMessage id={pageError} />
        </div>
      )}
      <div className="actions">
        <button type="submit" disabled={action.busy} aria-busy={action.busy}>
          <FormattedMessage id={action.busy ? 'activating' : 'activate'} />
        </button>
        <MessageLink href="/manage/sim-activation-instruction" id="see_instructions" />
      </div>
    </form>
  );
}

/** The activated line's confirmation (kept while the lines reload with its new status). */
function Activated({ line }: { line: Line }) {
  return (
    <ResultPanel titleId="activated_title" bodyId="activated_body" values={{ number: <Num msisdn={line.number} /> }}>
      <p>
        <Link href={`/manage/service-request?number=${line.number}`}>
          <FormattedMessage id="manage_line" />
        </Link>
      </p>
    </ResultPanel>
  );
}

function Activation() {
  const lines = useEndpointQuery('GET_LINES');
  const queries = useQueryClient();
  // journeys/sim-activation.json sends the ICC id once (activateSim); its result, the activated line, is shown while
  // the lines reload (the line is no longer waiting then, so the page would otherwise move on to another).
  const action = useConfirmedRequest<'sim-activation', Line>('sim-activation', {}, () => void queries.invalidateQueries({ queryKey: endpointKey('GET_LINES') }));
  const activated = action.done ? action.result : null;
  const search = useSearch();
  const waiting = lines.data?.filter((l) => l.status === 'PendingActivation') ?? [];
  // Without ?number=, the page is about the first line still waiting for its SIM.
  const { line, choose } = useChosenLine(new URLSearchParams(search).has('number') || !waiting.length ? lines.data : waiting);
  if (lines.isPending) return <Skeleton blocks={2} height="6rem" />;
  if (lines.isError) return <LoadProblem onRetry={() => void lines.refetch()} />;
  if (activated) return <Activated line={activated} />;
  if (!line) return <NoLines />;
  return (
    <>
      <LinePicker lines={lines.data} line={line} onChoose={choose} />
      <LineSummary line={line} />
      {line.status === 'PendingActivation' ? (
        <ActivationForm key={line.orderRef} line={line} action={action} />
      ) : (
        <div role="status" className="alert alert-info stack">
          <p>
            {line.simType === 'esim' && line.status === 'Active' ? (
              <FormattedMessage id="activation_not_needed_esim" />
            ) : (
              <FormattedMessage id="activation_not_needed" values={{ status: <FormattedMessage id={`status_${line.status}`} /> }} />
            )}
          </p>
          <p className="actions">
            <Link href={`/manage/service-request?number=${line.number}`}>
              <FormattedMessage id="manage_line" />
            </Link>
            <MessageLink href="/manage/sim-activation-instruction" id="see_instructions" />
          </p>
        </div>
      )}
    </>
  );
}

/** /manage/sim-activation: the customer types the ICC id printed on the SIM they received (SPEC §5: 19 digits). */
export default function SimActivationPage() {
  return (
    <ManagePage titleId="activation_title" leadId="activation_lead" messages={activationMessages}>
      <Activation />
    </ManagePage>
  );
}

