import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { ScreenMessages } from '../screen-messages';
import { catalogMessages } from './messages';
import { catalogData, type CatalogData, type NumberType, type SimType } from './journey-data';
import { canContinue, connectionPatch, initialConnection, numberTypesOffered } from './number-choice';
import { useGlobalConfig } from './catalog-queries';
import { NumberPicker } from './number-picker';
import { Loading, StepActions } from './catalog-parts';

/**
 * Onboarding has no eSIM specification call in the registry yet, so an eSIM needs no delivery unless one
 * says otherwise (docs/decisions.md "Purchase: catalog and connection").
 */
const ESIM_DELIVERY_NEEDED = false;

function Radios<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: readonly T[]; value: T; onChange: (v: T) => void }) {
  const intl = useIntl();
  return (
    <fieldset className="choices">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o} className="radio">
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} />
          {intl.formatMessage({ id: o === 'NEW' ? 'new_number' : o === 'PORT_IN' ? 'port_in' : o })}
        </label>
      ))}
    </fieldset>
  );
}

function ConnectionDetails({ snapshot, send }: ScreenProps) {
  const intl = useIntl();
  const data = catalogData(snapshot);
  const config = useGlobalConfig();
  const offered = numberTypesOffered(config.data);
  const initial = initialConnection(data, offered);
  const [simType, setSimType] = useState<SimType>(initial.simType);
  const [numberType, setNumberType] = useState<NumberType>(data.numberType ?? initial.numberType);
  // The lock is judged against the time the screen opened: a lock taken here always ends after it.
  const [now] = useState(() => Date.now());
  const effectiveType = offered.includes(numberType) ? numberType : 'NEW';
  const ready = canContinue(effectiveType, data, now);

  const save = (patch: CatalogData) => send({ type: 'UPDATE', data: patch });
  const next = () => send({ type: 'NEXT', data: connectionPatch({ simType, numberType: effectiveType, esimDeliveryNeeded: ESIM_DELIVERY_NEEDED }, data) });

  return (
    <section aria-labelledby="connection-title" className="connection-details">
      <h1 id="connection-title" tabIndex={-1}>
        <FormattedMessage id="step_title_connectionDetails" />
      </h1>
      <Radios
        legend={intl.formatMessage({ id: 'sim_type_label' })}
        name="sim-type"
        options={['physical_sim', 'esim'] as const}
        value={simType}
        onChange={(v) => {
          setSimType(v);
          save({ simType: v });
        }}
      />
      {simType === 'esim' && !ESIM_DELIVERY_NEEDED && (
        <p>
          <FormattedMessage id="esim_no_delivery" />
        </p>
      )}
      {config.isPending ? (
        <Loading />
      ) : (
        <Radios
          legend={intl.formatMessage({ id: 'number_type_label' })}
          name="number-type"
          options={offered}
          value={effectiveType}
          onChange={(v) => {
            setNumberType(v);
            save({ numberType: v });
          }}
        />
      )}
      {effectiveType === 'NEW' && <NumberPicker data={data} onLocked={save} />}
      {!ready && (
        <p id="connection-blocked" className="hint">
          <FormattedMessage id="number_required" />
        </p>
      )}
      <StepActions onBack={() => send({ type: 'BACK' })} onNext={next} canNext={ready} blockedId="connection-blocked" />
    </section>
  );
}

/** The onboarding step 'connectionDetails' (/web/connection-details): SIM type, number type, new number. */
export default function ConnectionDetailsScreen(props: ScreenProps) {
  return (
    <ScreenMessages messages={catalogMessages}>
      <ConnectionDetails {...props} />
    </ScreenMessages>
  );
}
