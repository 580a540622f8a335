import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { withMessages } from '../../i18n/screen-messages';
import { catalogMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import type { NumberType, OnboardingData, SimType } from '../checkout';
import { canContinue, connectionPatch, initialConnection, numberTypesOffered } from './number-choice';
import { useGlobalConfig } from './catalog-queries';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { NumberPicker } from './number-picker';
import { StepActions } from './catalog-parts';
import { LoadProblem, Loading } from '../../ui/feedback';
import { OnceDrawn } from '../../ui/once-drawn';
import { useFlag } from '../../integrations/flags/flag-store';
import { RadioCards } from '../../ui/choice-cards';
import { MessageText } from '../../ui/message-text';
import { StepFrame } from '../../ui/step-frame';
import { SegmentedControl } from '../../ui/segmented-control';

/** A number type's words (its label; its description is the same id with _hint). */
const NUMBER_WORDS: Record<NumberType, string> = { NEW: 'new_number', PORT_IN: 'port_in' };

const useEsimSpecification = () => useEndpointQuery('GET_ESIM_SPECIFICATION');

/**
 * Whether an eSIM is delivered, as the eSIM-new specification says (SPEC §4). Until it is known (loading, or
 * failed with Try again) an eSIM cannot continue: guessing would skip or add the delivery address wrongly.
 */
function EsimDelivery({ spec }: { spec: ReturnType<typeof useEsimSpecification> }) {
  if (spec.isPending) return <Loading />;
  if (spec.isError) return <LoadProblem onRetry={() => void spec.refetch()} />;
  return (
    <MessageText id={spec.data.deliveryNeeded ? 'esim_delivery_needed' : 'esim_no_delivery'} />
  );
}

function ConnectionDetails({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const data = journeyData('onboarding', snapshot);
  const work = stepWork(snapshot);
  const config = useGlobalConfig();
  // Feature flag portInOffered (issue 12): off hides port-in at once, on an open page; a port-in choice falls back to NEW.
  const portInOffered = useFlag('portInOffered');
  const offered = numberTypesOffered(config.data).filter((t) => portInOffered || t !== 'PORT_IN');
  const initial = initialConnection(data, offered);
  const [simType, setSimType] = useState<SimType>(initial.simType);
  const [numberType, setNumberType] = useState<NumberType>(data.numberType ?? initial.numberType);
  // The lock is judged against the time the screen opened: a lock taken here always ends after it.
  const [now] = useState(() => Date.now());
  const effectiveType = offered.includes(numberType) ? numberType : 'NEW';
  const esimSpec = useEsimSpecification();
  const esimDeliveryNeeded = esimSpec.data?.deliveryNeeded;
  const numberReady = canContinue(effectiveType, data, now);
  const ready = numberReady && (simType !== 'esim' || esimDeliveryNeeded !== undefined);

  const save = (patch: OnboardingData) => send({ type: 'UPDATE', data: patch });
  // Next carries the choices and no number to lock: the step's work then only moves on.
  const next = () => send({ type: 'NEXT', data: { ...connectionPatch({ simType, numberType: effectiveType, esimDeliveryNeeded: esimDeliveryNeeded === true }, data), numberLock: null } });

  return (
    <StepFrame titleDomId="connection-title" className="connection-details" titleId="step_title_connectionDetails">
      <SegmentedControl
        legend={intl.formatMessage({ id: 'sim_type_label' })}
        name="sim-type"
        options={(['physical_sim', 'esim'] as const).map((o) => ({ value: o, label: intl.formatMessage({ id: o }) }))}
        value={simType}
        onChange={(v) => {
          setSimType(v);
          save({ simType: v });
        }}
      />
      {simType === 'esim' && <EsimDelivery spec={esimSpec} />}
      {config.isPending ? (
        <Loading />
      ) : (
        <RadioCards
          legend={intl.formatMessage({ id: 'number_type_label' })}
          name="number-type"
          options={offered.map((o) => ({ value: o, label: intl.formatMessage({ id: NUMBER_WORDS[o] }), description: intl.formatMessage({ id: `${NUMBER_WORDS[o]}_hint` }) }))}
          value={effectiveType}
          onChange={(v) => {
            setNumberType(v);
            save({ numberType: v });
          }}
        />
      )}
      {/* The picker, the hint and the actions come in order as what is above them loads: each was pushed down. */}
      {!config.isPending && effectiveType === 'NEW' && <NumberPicker data={data} locking={work.working} error={work.error} onChoose={(numberLock) => send({ type: 'NEXT', data: { numberLock } })} />}
      <OnceDrawn>
        {!ready && (
          <p id="connection-blocked" className="hint">
            <FormattedMessage id={numberReady ? 'esim_spec_required' : 'number_required'} />
          </p>
        )}
        <StepActions onBack={() => send({ type: 'BACK' })} onNext={next} canNext={ready && !work.working} blockedId="connection-blocked" />
      </OnceDrawn>
    </StepFrame>
  );
}

/** The onboarding step 'connectionDetails' (/web/connection-details): SIM type, number type, new number. */
const ConnectionDetailsScreen = withMessages(catalogMessages, ConnectionDetails);
export default ConnectionDetailsScreen;
