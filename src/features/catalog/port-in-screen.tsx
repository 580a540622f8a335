import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stepWork, type ScreenProps, type StepError } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { catalogMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import type { PortInData } from './journey-data';
import { cleanLocal, editedPortIn, localOf, msisdnOf, portInProblem, portInReady, refusalMessage } from './port-in-form';
import { StepActions } from './catalog-parts';
import { LoadProblem, Loading } from '../../ui/feedback';
import { PortInCode } from './port-in-code';
import { MessageWithTime } from '../auth';
import { MessageText } from '../../ui/message-text';
import { StepFrame } from '../../ui/step-frame';

/** The message of the step work's refusal (journeys/onboarding.json portInDetails: checkPortIn). */
function workProblem(error: StepError | null): string | undefined {
  if (!error || error.code === 'PORTIN_CODE_REFUSED') return undefined;
  if (error.code === 'MNP_NOT_ELIGIBLE') return refusalMessage(error.description);
  // Too many codes sent to the number (429 TOO_MANY_CODES): when to try again, with the number kept.
  if (error.code === 'TOO_MANY_CODES' && error.retryAt !== undefined) return 'port_in_too_many_codes';
  return 'load_failed';
}

/**
 * The port-in step keeps what is typed; "Check eligibility", "Verify code" and Next each send NEXT, and the step's
 * work (checkPortIn) checks the number, then the code, coming back with the result, and moves on when the number
 * may be moved.
 */
function PortInDetails({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const portIn: PortInData = journeyData('onboarding', snapshot).portIn ?? {};
  const work = stepWork(snapshot);
  const config = useEndpointQuery('GET_PORTIN_CONFIG');
  const telcos = useEndpointQuery('GET_DONOR_TELCOS');
  const [donorTelco, setDonorTelco] = useState(portIn.donorTelco ?? '');
  const [local, setLocal] = useState(localOf(portIn.currentNumber));
  const [formatProblem, setFormatProblem] = useState<string | undefined>();
  const otpRequired = config.data?.otpRequired ?? true;
  const problem = formatProblem ?? workProblem(work.error);

  const edit = (donor: string, typed: string) => {
    setDonorTelco(donor);
    setLocal(typed);
    setFormatProblem(undefined);
    send({ type: 'UPDATE', data: { portIn: editedPortIn(portIn, donor, typed ? msisdnOf(typed) : '') } });
  };
  const submitCheck = () => {
    const wrong = portInProblem(donorTelco, local);
    setFormatProblem(wrong);
    if (!wrong) send({ type: 'NEXT', data: { portIn: { donorTelco, currentNumber: msisdnOf(local) } } });
  };
  const ready = portInReady(portIn, otpRequired);

  if (config.isPending || telcos.isPending) return <Loading />;
  if (telcos.isError) return <LoadProblem onRetry={() => void telcos.refetch()} />;

  return (
    <StepFrame titleDomId="port-in-title" className="port-in-details" titleId="port_in_title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submitCheck();
        }}
      >
        <label htmlFor="port-in-donor">
          <FormattedMessage id="port_in_donor" />
        </label>
        <select id="port-in-donor" value={donorTelco} onChange={(e) => edit(e.target.value, local)} aria-invalid={problem === 'port_in_error_donor'}>
          <option value="">{intl.formatMessage({ id: 'port_in_donor_placeholder' })}</option>
          {telcos.data.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <label htmlFor="port-in-number">
          <FormattedMessage id="port_in_number" />
        </label>
        <div dir="ltr" className="phone-input">
          <span aria-hidden="true">+92</span>
          <input
            id="port-in-number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={local}
            onChange={(e) => edit(donorTelco, cleanLocal(e.target.value))}
            aria-describedby="port-in-number-hint"
            aria-invalid={problem === 'error_invalid_contact_number' || problem === 'error_cannot_be_blank'}
          />
        </div>
        <p id="port-in-number-hint" className="hint">
          <FormattedMessage id="port_in_number_hint" />
        </p>
        <button type="submit" disabled={work.working}>
          <FormattedMessage id={work.working && !portIn.eligible ? 'port_in_checking' : 'port_in_check'} />
        </button>
      </form>
      <div role="alert">{problem && <MessageWithTime id={problem} retryAt={work.error?.retryAt} />}</div>
      {portIn.eligible && (
        <MessageText id={portIn.verified ? 'port_in_verified' : 'port_in_eligible'} role="status" />
      )}
      {portIn.eligible && otpRequired && !portIn.verified && portIn.requestId && (
        <PortInCode busy={work.working} refused={work.error?.code === 'PORTIN_CODE_REFUSED'} onVerify={(otpCode) => send({ type: 'NEXT', data: { portIn: { ...portIn, otpCode } } })} onEdit={() => send({ type: 'UPDATE', data: { portIn: { ...portIn, otpCode: undefined } } })} />
      )}
      {!ready && (
        <p id="port-in-blocked" className="hint">
          <FormattedMessage id="port_in_required" />
        </p>
      )}
      <StepActions onBack={() => send({ type: 'BACK' })} onNext={() => send({ type: 'NEXT', data: { portIn } })} canNext={ready} blockedId="port-in-blocked" />
    </StepFrame>
  );
}

/** The onboarding step 'portInDetails' (/web/connection-details/port-in): donor telco, number, MNP eligibility. */
const PortInScreen = withMessages(catalogMessages, PortInDetails);
export default PortInScreen;
