import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { stepWork, type ScreenProps } from '../../../renderer';
import { withMessages } from '../../i18n/screen-messages';
import type { SimReplacementDeliveryInput } from './actors';
import { simReplacementMessages } from './messages';
import { srData } from './sr-data';
import './sim-replacement.css';
import { PageFrame } from '../../ui/page-frame';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';
import { MessageText } from '../../ui/message-text';

const FIELDS = [
  { key: 'addressLine1', label: 'sr_address_line', autoComplete: 'street-address' },
  { key: 'city', label: 'sr_city', autoComplete: 'address-level2' },
  { key: 'province', label: 'sr_province', autoComplete: 'address-level1' },
  { key: 'postalCode', label: 'sr_postal_code', autoComplete: 'postal-code' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

function Delivery({ snapshot, send }: ScreenProps) {
  const saved = srData(snapshot);
  const [method, setMethod] = useState<'DOORSTEP_DELIVERY' | 'SELF_PICKUP'>(saved.deliveryMethod ?? 'DOORSTEP_DELIVERY');
  const [values, setValues] = useState<Record<Key, string>>(() => ({ addressLine1: '', city: '', province: '', postalCode: '', ...(saved.deliveryAddress ?? {}) }));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  // The journey keeps the delivery on the request (journeys/sim-replacement.json: saveSimReplacementDelivery) and
  // moves on once it is saved; while it runs Next is not heard, and a refusal comes back here.
  const work = stepWork(snapshot);
  const busy = work.working;
  const failed = Boolean(work.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Partial<Record<Key, string>> = {};
    if (method === 'DOORSTEP_DELIVERY') {
      for (const f of FIELDS) if (!values[f.key].trim()) next[f.key] = 'sr_required';
      if (values.postalCode.trim() && !/^\d{5}$/.test(values.postalCode.trim())) next.postalCode = 'sr_postal_invalid';
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) {
      document.getElementById(`sr-${first}`)?.focus();
      return;
    }
    const address = Object.fromEntries(FIELDS.map((f) => [f.key, values[f.key].trim()]));
    const data: Omit<SimReplacementDeliveryInput, 'requestId'> = { deliveryMethod: method, ...(method === 'DOORSTEP_DELIVERY' ? { deliveryAddress: address } : {}) };
    send({ type: 'NEXT', data });
  };

  return (
    <PageFrame titleId="sr_delivery_title" className="sim-replacement" titleDomId="sr-delivery-title">
      <form onSubmit={(e) => void submit(e)} noValidate className="stack">
        <ChoiceCards layout="grid" legend={<FormattedMessage id="sr_delivery_method" />}>
          {(['DOORSTEP_DELIVERY', 'SELF_PICKUP'] as const).map((m) => (
            <ChoiceCard key={m} name="sr-delivery" value={m} checked={method === m} onChange={() => setMethod(m)} label={<FormattedMessage id={`sr_delivery_${m}`} />} />
          ))}
        </ChoiceCards>
        {method === 'DOORSTEP_DELIVERY' &&
          FIELDS.map((f) => (
            <div className="field" key={f.key}>
              <label htmlFor={`sr-${f.key}`}>
                <FormattedMessage id={f.label} />
              </label>
              <input
                id={`sr-${f.key}`}
                autoComplete={f.autoComplete}
                {...(f.key === 'postalCode' ? { inputMode: 'numeric' as const, dir: 'ltr' } : {})}
                value={values[f.key]}
                onChange={(e) => setValues({ ...values, [f.key]: e.target.value })}
                aria-invalid={errors[f.key] ? true : undefined}
                aria-describedby={errors[f.key] ? `sr-${f.key}-error` : undefined}
              />
              {errors[f.key] && (
                <p id={`sr-${f.key}-error`} className="field-error">
                  <FormattedMessage id={errors[f.key]} />
                </p>
              )}
            </div>
          ))}
        {failed && (
          <MessageText id="sr_failed" role="alert" className="alert alert-danger" />
        )}
        <div className="actions">
          <button type="button" className="secondary" onClick={() => send({ type: 'BACK' })} disabled={busy}>
            <FormattedMessage id="sr_back" />
          </button>
          <button type="submit" disabled={busy}>
            <FormattedMessage id="sr_continue" />
          </button>
        </div>
      </form>
    </PageFrame>
  );
}

/** SIM replacement step 3 (/manage/sim-replacement-delivery-details): a physical SIM's delivery, kept on the request. */
const DeliveryScreen = withMessages(simReplacementMessages, Delivery);
export default DeliveryScreen;
