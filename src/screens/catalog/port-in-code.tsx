import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/api-context';

/** The 6-digit code the donor number receives after an eligible MNP check; verified before Next. */
export function PortInCode({ requestId, onVerified }: { requestId: string; onVerified: () => void }) {
  const api = useApi();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const verify = useMutation({
    mutationFn: () => api.call('VALIDATE_PORTIN_OTP', { body: { requestId, otpCode: code } }),
    onSuccess: onVerified,
    onError: () => setWrong(true),
  });
  return (
    <form
      noValidate
      className="port-in-code"
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{6}$/.test(code)) verify.mutate();
        else setWrong(true);
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
          setWrong(false);
          setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
        }}
        aria-describedby="port-in-otp-hint"
        aria-invalid={wrong}
      />
      <p id="port-in-otp-hint" className="hint">
        <FormattedMessage id="port_in_otp_hint" />
      </p>
      <div role="alert">{wrong && <FormattedMessage id="port_in_otp_invalid" />}</div>
      <button type="submit" disabled={verify.isPending}>
        <FormattedMessage id="port_in_otp_verify" />
      </button>
    </form>
  );
}
