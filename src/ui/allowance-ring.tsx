import './ui.css';
import { useId, type ReactNode } from 'react';
import { Icon } from './icon';
import type { IconPaths } from './icons';

/** The ring's circle: radius 20 in a 48-unit box; its length is what the arc of "what is left" is a share of. */
const R = 20;
const LENGTH = 2 * Math.PI * R;

/**
 * One allowance as a ring (issue 46): the share left drawn as a thick arc around its icon, with its name, what is
 * left in words and when it expires beside it. The ring is decoration; a <meter> labelled by the words carries the
 * value for assistive technology (visually hidden), so a screen reader hears "Data 31.4 GB left of 40 GB, meter".
 * `low`: under a fifth left, drawn in the warning role's colour.
 */
export function AllowanceRing({ icon, left, total, label, expiry, className }: { icon: IconPaths; left: number; total: number; label: ReactNode; expiry?: ReactNode; className?: string }) {
  const id = useId();
  const max = Math.max(1, total);
  const share = Math.min(1, Math.max(0, left / max));
  const low = total > 0 && share < 0.2;
  return (
    <div className={`allowance${low ? ' allowance-low' : ''}${className ? ` ${className}` : ''}`}>
      <span className="allowance-ring" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" className="allowance-dial">
          <circle cx="24" cy="24" r={R} className="allowance-track" />
          <circle cx="24" cy="24" r={R} className="allowance-arc" strokeDasharray={`${share * LENGTH} ${LENGTH}`} transform="rotate(-90 24 24)" />
        </svg>
        <Icon paths={icon} size={20} />
      </span>
      <div className="allowance-words">
        <p id={id}>{label}</p>
        {expiry && <span className="allowance-expiry">{expiry}</span>}
      </div>
      <meter className="visually-hidden" aria-labelledby={id} min={0} max={max} value={Math.min(left, total)} low={total * 0.2} high={total * 0.5} optimum={total} />
    </div>
  );
}
