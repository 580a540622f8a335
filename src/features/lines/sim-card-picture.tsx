import { useIntl } from 'react-intl';

/**
 * Where the SIM card number is printed (issue 46): a SIM card with its barcode and, under it, the 19 digits
 * highlighted. Digits only, so the same drawing serves both languages; drawn left to right in Urdu too, as the card
 * is printed. Its words are the image's name (`activation_picture`).
 */
export function SimCardPicture() {
  const intl = useIntl();
  return (
    <svg className="sim-card-picture" viewBox="0 0 240 150" role="img" aria-label={intl.formatMessage({ id: 'activation_picture' })}>
      <path d="M12 4 h192 l32 32 v102 a8 8 0 0 1 -8 8 h-216 a8 8 0 0 1 -8 -8 v-126 a8 8 0 0 1 8 -8z" fill="var(--sim-card, #f1f5f9)" stroke="var(--sim-card-edge, #64748b)" strokeWidth="2" />
      <rect x="20" y="22" width="44" height="34" rx="6" fill="#e6c76e" stroke="#a68a3a" strokeWidth="1.5" />
      <path d="M20 39 h44 M42 22 v34 M30 22 v10 M54 46 v10" stroke="#a68a3a" strokeWidth="1.2" fill="none" />
      <g fill="#334155">
        {[0, 3, 5, 9, 11, 14, 18, 20, 23, 27, 29, 32, 36, 38, 42, 45, 47, 51, 54, 56, 60, 63, 65, 69, 72, 74, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114].map((x, i) => (
          <rect key={x} x={90 + x} y="72" width={i % 3 === 0 ? 2.4 : 1.4} height="26" />
        ))}
      </g>
      <rect x="14" y="106" width="212" height="26" rx="5" fill="var(--sim-highlight, #fde68a)" stroke="var(--sim-highlight-edge, #d97706)" strokeWidth="2" />
      <text x="120" y="124" direction="ltr" textAnchor="middle" fontFamily="ui-monospace, monospace" fontSize="13" fill="#1e293b" letterSpacing="0.5">
        8992 0000 0000 0000 000
      </text>
    </svg>
  );
}
