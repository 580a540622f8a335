import { useIntl } from 'react-intl';
import { encode } from 'uqr';

/** A voucher's QR code as one SVG path of dark modules (no inline styles: the CSP stays strict). */
export function VoucherQr({ payload, code }: { payload: string; code: string }) {
  const intl = useIntl();
  const qr = encode(payload, { ecc: 'M', border: 2 });
  let d = '';
  qr.data.forEach((row, y) => row.forEach((dark, x) => (dark ? (d += `M${x} ${y}h1v1h-1z`) : undefined)));
  return (
    <svg className="loyalty-qr" role="img" aria-label={intl.formatMessage({ id: 'ly_qr_label' }, { code })} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" data-testid="voucher-qr">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
