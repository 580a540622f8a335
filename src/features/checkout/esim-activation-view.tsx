import { FormattedMessage, useIntl } from 'react-intl';
import { encode } from 'uqr';
import type { EsimActivation } from './esim-activation';
import { Ltr } from '../../ui/price';
import { Fact, MessageText } from '../../ui/message-text';

/** The QR code as one SVG path of dark modules (no inline styles or HTML strings: the CSP stays strict). */
function qrPath(text: string): { size: number; d: string } {
  const qr = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  qr.data.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x} ${y}h1v1h-1z`; }));
  return { size: qr.size, d };
}

/** An eSIM order's activation: QR code, the LPA link for this phone, and the code to enter by hand. */
export default function EsimActivationView({ activation }: { activation: EsimActivation }) {
  const intl = useIntl();
  const { size, d } = qrPath(activation.lpa);
  return (
    <section aria-labelledby="esim-title" className="esim-activation">
      <h2 id="esim-title">
        <FormattedMessage id="esim_title" />
      </h2>
      <MessageText id="esim_scan" />
      <svg className="qr" role="img" aria-label={intl.formatMessage({ id: 'esim_qr_label' })} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <p>
        <a href={activation.lpa} dir="ltr">
          <FormattedMessage id="esim_link" />
        </a>
      </p>
      <h3>
        <FormattedMessage id="esim_manual" />
      </h3>
      <dl>
        <Fact labelId="esim_smdp">
          <Ltr text={activation.smdpAddress} />
        </Fact>
        <Fact labelId="esim_code">
          <Ltr text={activation.matchingId} />
        </Fact>
        <Fact labelId="esim_full">
          <Ltr text={activation.lpa} />
        </Fact>
      </dl>
    </section>
  );
}
