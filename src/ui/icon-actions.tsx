import './ui.css';
import { Link } from 'wouter';
import { Icon } from './icon';
import type { IconPaths } from './icons';

export interface IconActionItem {
  readonly key: string;
  readonly href: string;
  readonly icon: IconPaths;
  readonly label: string;
}

/**
 * Quick actions as icon buttons (issue 46): a row of round icons with their words under them, four to a row on a
 * phone, each a link at least 44 px square. `label` names the group (a navigation landmark).
 */
export function IconActions({ items, label }: { items: readonly IconActionItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="icon-actions">
        {items.map((a) => (
          <li key={a.key}>
            <Link href={a.href} className="icon-action" data-action={a.key}>
              <span className="icon-action-bubble">
                <Icon paths={a.icon} size={22} />
              </span>
              <span className="icon-action-label">{a.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
