import './ui.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icon';
import { iconChevron, type IconPaths } from './icons';

/** A list of rows (ListRow), as one card. */
export function ListRows({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="list-rows" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One row of a list (issue 46): an icon, what it is, an optional second line, and a chevron when it leads somewhere.
 * The whole row is the link (or the button), at least 3.5rem tall, so a thumb finds it; the chevron points to the
 * reading direction's end (mirrored in Urdu).
 */
export function ListRow({ icon, title, hint, href, onClick, tone, trailing }: { icon: IconPaths; title: ReactNode; hint?: ReactNode; href?: string; onClick?: () => void; tone?: 'danger'; trailing?: ReactNode }) {
  const inner = (
    <>
      <span className="list-row-icon">
        <Icon paths={icon} size={20} />
      </span>
      <span className="list-row-words">
        <span className="list-row-title">{title}</span>
        {hint && <span className="list-row-hint">{hint}</span>}
      </span>
      {trailing}
      {href && <Icon paths={iconChevron} size={18} flip className="list-row-chevron" />}
    </>
  );
  const cls = `list-row-target${tone ? ` list-row-${tone}` : ''}`;
  return (
    <li className="list-row">
      {href ? (
        <Link href={href} className={cls}>
          {inner}
        </Link>
      ) : onClick ? (
        <button type="button" className={cls} onClick={onClick}>
          {inner}
        </button>
      ) : (
        <div className={cls}>{inner}</div>
      )}
    </li>
  );
}
