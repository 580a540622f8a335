import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { Ltr } from '../../ui/price';
import { displayNumber, isolatedNumber } from '../../domain/line-view';
import { simReplacementMessages } from './messages';
import { mobileDigits, numberFromUrl, srData, resumeIdFromUrl } from './sr-data';
import { usePrice } from '../../ui/price';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import './sim-replacement.css';
import { MessageText } from '../../ui/message-text';

const REASONS = ['LOST', 'STOLEN', 'DAMAGED', 'UPGRADE_TO_ESIM'] as const;
type Errors = Partial<Record<'reason' | 'simType' | 'agreeTerms' | 'temporaryContactNumber' | 'form', string>>;

function OrderRequest({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const price = usePrice();
  const saved = srData(snapshot);
  const lines = useEndpointQuery('GET_LINES');
  const spec = useEndpointQuery('GET_SIM_REPLACEMENT_SPECIFICATION');
  const active = (lines.data ?? []).filter((l) => l.status === 'Active');
  const [chosen, setChosen] = useState(() => numberFromUrl(window.location.search) ?? saved.number ?? '');
  const number = chosen || active[0]?.number || '';
  const [reason, setReason] = useState(saved.reason ?? '');
  const [simType, setSimType] = useState<string>(saved.simType ?? '');
  const [cardExpired, setCardExpired] = useState(saved.cardExpired ?? false);
  const [contact, setContact] = useState(saved.temporaryContactNumber ?? '');
  const [agree, setAgree] = useState(saved.agreeTerms ?? false);
  const [errors, setErrors] = useState<Errors>({});
  // Continue (?resume=SR-…, from the hub or the status page): the journey reads the open request back and goes on
  // where it was left (createSimReplacementRequest with resumeRequestId); this screen only asks it to, once.
  const [resumeId] = useState(() => resumeIdFromUrl(window.location.search));
  const resumeAsked = useRef(false);
  useEffect(() => {
    if (!resumeId || resumeAsked.current) return;
    resumeAsked.current = true;
    send({ type: 'NEXT', data: { resumeRequestId: resumeId, ...(numberFromUrl(window.location.search) ? { number: numberFromUrl(window.location.search) } : {}) } });
  }, [resumeId, send]);
  const resuming = Boolean(resumeId);
  // The journey makes the request (journeys/sim-replacement.json: createSimReplacementRequest) and moves on with it;
  // while it runs Next is not heard, and a refusal comes back here with its code.
  const work = stepWork(snapshot);
  const busy = work.working;
  const refusedCode = work.error ? work.error.code : null;
  const formError = errors.form ?? (refusedCode === null ? undefined : refusedCode === 'REQUEST_ALREADY_OPEN' ? 'sr_reason_REQUEST_ALREADY_OPEN' : resuming ? 'sr_resume_failed' : 'sr_failed');
  const eligibility = useEndpointQuery('GET_SIM_REPLACEMENT_ELIGIBILITY', { query: { number: number || '0000000000' } });
  const refused = number && eligibility.data && !eligibility.data.eligible && !saved.requestId ? eligibility.data.reason ?? 'other' : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Errors = {};
    if (!reason) next.reason = 'sr_choose';
    if (!simType) next.simType = 'sr_choose';
    if (!agree) next.agreeTerms = 'sr_agree_required';
    const contactDigits = contact.trim() ? mobileDigits(contact) : null;
    if (contact.trim() && !contactDigits) next.temporaryContactNumber = 'sr_temp_contact_invalid';
    setErrors(next);
    if (Object.keys(next).length) {
      document.getElementById(`sr-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    send({ type: 'NEXT', data: { number, reason, simType, cardExpired, agreeTerms: true, temporaryContactNumber: contactDigits ?? undefined, resumeRequestId: null } });
  };

  const fee = <Ltr text={price(spec.data ? spec.data.fee : 500)} />;
  const err = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`sr-${field}-error`} className="field-error">
        <FormattedMessage id={errors[field]} />
      </p>
    ) : null;
  const described = (field: keyof Errors) => (errors[field] ? { 'aria-describedby': `sr-${field}-error`, 'aria-invalid': true as const } : {});

  return (
    <section aria-labelledby="sr-title" className="sim-replacement stack">
      <h1 id="sr-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id="sr_title" />
      </h1>
      <MessageText id="sr_lead" className="lead" />
      {resuming && busy ? (
        <MessageText id="sr_resuming" values={{ id: <bdi dir="ltr">{resumeId}</bdi> }} role="status" />
      ) : lines.isPending ? (
        <div className="skeleton" style={{ blockSize: '12rem' }} aria-hidden="true" />
      ) : !number ? (
        <MessageText id="sr_no_line" role="alert" className="alert alert-info" />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="stack">
          {active.length > 1 ? (
            <div className="field">
              <label htmlFor="sr-number">
                <FormattedMessage id="sr_line" />
              </label>
              <select id="sr-number" value={number} onChange={(e) => setChosen(e.target.value)}>
                {active.map((l) => (
                  <option key={l.number} value={l.number}>
                    {isolatedNumber(l.number)}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p>
              <FormattedMessage id="sr_line" />: <Ltr text={displayNumber(number)} />
            </p>
          )}
          {refused && (
            <MessageText id="sr_not_eligible" values={{ reason: intl.formatMessage({ id: refused === 'REQUEST_ALREADY_OPEN' ? 'sr_reason_REQUEST_ALREADY_OPEN' : 'sr_reason_other' }) }} role="alert" className="alert alert-danger" />
          )}
          <ChoiceCards id="sr-reason" tabIndex={-1} error={errors.reason} legend={<FormattedMessage id="sr_reason" />}>
            {REASONS.map((r) => (
              <ChoiceCard key={r} name="sr-reason" value={r} checked={reason === r} onChange={() => setReason(r)} label={<FormattedMessage id={`sr_reason_${r}`} />} />
            ))}
          </ChoiceCards>
          <ChoiceCards id="sr-simType" tabIndex={-1} error={errors.simType} layout="grid" legend={<FormattedMessage id="sr_sim_type" />}>
            {(['physical_sim', 'esim'] as const).map((t) => (
              <ChoiceCard key={t} name="sr-sim-type" value={t} checked={simType === t} onChange={() => setSimType(t)} label={<FormattedMessage id={`sr_sim_${t}`} values={{ fee }} />} />
            ))}
          </ChoiceCards>
          <ChoiceCard type="checkbox" checked={cardExpired} onChange={setCardExpired} label={<FormattedMessage id="sr_card_expired" />} />
          <div className="field">
            <label htmlFor="sr-temporaryContactNumber">
              <FormattedMessage id="sr_temp_contact" />
            </label>
            <input id="sr-temporaryContactNumber" type="tel" dir="ltr" inputMode="tel" autoComplete="tel" value={contact} onChange={(e) => setContact(e.target.value)} aria-describedby={`sr-contact-hint${errors.temporaryContactNumber ? ' sr-temporaryContactNumber-error' : ''}`} aria-invalid={errors.temporaryContactNumber ? true : undefined} />
            <p id="sr-contact-hint" className="hint">
              <FormattedMessage id="sr_temp_contact_hint" />
            </p>
            {err('temporaryContactNumber')}
          </div>
          <div className="field">
            <ChoiceCard type="checkbox" id="sr-agreeTerms" checked={agree} onChange={setAgree} {...described('agreeTerms')} label={<FormattedMessage id="sr_agree_terms" />} />
            {err('agreeTerms')}
          </div>
          {formError && (
            <MessageText id={formError} role="alert" className="alert alert-danger" />
          )}
          {busy && (
            <MessageText id="sr_saving" role="status" />
          )}
          <div className="actions">
            <button type="submit" disabled={busy || Boolean(refused)}>
              <FormattedMessage id="sr_continue" />
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** SIM replacement step 1 (/manage/sim-replacement-order-request): reason, SIM type, terms; makes the request once. */
const OrderRequestScreen = withMessages(simReplacementMessages, OrderRequest);
export default OrderRequestScreen;
