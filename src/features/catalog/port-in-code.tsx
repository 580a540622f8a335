import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { wholeCode } from '../../../fields/widgets/otp-input';

/**
 * The 6-digit code the donor number receives after an eligible MNP check; verified before Next by the port-in
 * step's work (`onVerify` sends it), which says when the code was refused; typing again clears that (`onEdit`).
 */
export function PortInCode({ busy, refused, onVerify, onEdit }: { busy: boolean; refused: boolean; onVerify: (code: string) => void; onEdit: () => void }) {
  const [code, setCode] = useState('');
  const [badFormat, setBadFormat] = useState(false);
  const wrong = badFormat || (refused && !busy);
  return (
    <form
      noValidate
      className="port-in-code"
      onSubmit={(e) => {
        e.preventDefault();
        const valid = /^\d{6}$/.test(code);
        setBadFormat(!valid);
        if (valid) onVerify(code);
      }}
    >
      <label htmlFor="port-in-otp">
        <FormattedMessage id="port_in_otp_label" />
      </label>
      <input
        id="port-in-otp"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => {
          setBadFormat(false);
          if (refused) onEdit();
          const typed = e.target.value.replace(/\D/g, '').slice(0, 6);
          setCode(typed);
          // The sixth digit sends the code (issue 46); the button stays for the keyboard and for a refused code.
          if (typed !== code && wholeCode(typed) !== null && !busy) onVerify(typed);
        }}
        aria-describedby="port-in-otp-hint"
        aria-invalid={wrong}
      />
      <p id="port-in-otp-hint" className="hint">
        <FormattedMessage id="port_in_otp_hint" />
      </p>
      <div role="alert">{wrong && <FormattedMessage id="port_in_otp_invalid" />}</div>
      <button type="submit" disabled={busy}>
        <FormattedMessage id="port_in_otp_verify" />
      </button>
    </form>
  );
}
