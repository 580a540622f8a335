import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

const sections = [
  ['/loyalty', 'ly_nav_home'],
  ['/loyalty/point-history', 'ly_nav_history'],
  ['/loyalty/tier-benefits', 'ly_nav_tiers'],
  ['/loyalty/points-booster', 'ly_nav_boosters'],
  ['/loyalty/profile', 'ly_nav_profile'],
  ['/loyalty/tutorial', 'ly_nav_tutorial'],
] as const;

/**
 * The loyalty area's section links, above every loyalty page's heading. In the shell (texts in the shell messages,
 * styles in route-frames.css) because the loyalty routes' frames draw it above their heading and lead, before the
 * loyalty chunk is in: the page then draws the same links where the frame had them. One row of chips.
 */
/** The chips scroll sideways on a phone: the section shown is scrolled into the row's view (not the page's). */
function showCurrent(link: HTMLAnchorElement | null): void {
  const row = link?.closest('ul');
  if (link && row && row.scrollWidth > row.clientWidth) link.scrollIntoView({ block: 'nearest', inline: 'center' });
}

export function LoyaltyNav({ current }: { current?: string }) {
  const intl = useIntl();
  return (
    <nav className="loyalty-nav" aria-label={intl.formatMessage({ id: 'ly_nav_label' })}>
      <ul>
        {sections.map(([href, id]) => (
          <li key={href}>
            <Link href={href} aria-current={current === href ? 'page' : undefined} ref={current === href ? showCurrent : undefined}>
              <FormattedMessage id={id} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
