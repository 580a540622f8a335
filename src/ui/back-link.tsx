import './ui.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './icon';
import { iconBack } from './icons';

/** A way back to the page a page belongs to (issue 46): an arrow (mirrored in Urdu) and the place's name. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="back-link">
      <Link href={href}>
        <Icon paths={iconBack} size={18} flip />
        {children}
      </Link>
    </p>
  );
}
