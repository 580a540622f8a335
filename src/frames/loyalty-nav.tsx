import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

/** The loyalty area's sections, in the row's order (each a route of the route table). */
export const loyaltySections = [
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
/**
 * The chips scroll sideways when they do not fit: the section shown is scrolled into the row's view (not the page's),
 * centred, only when it is not in view already. Centred always, the second section's chip (a wide screen, where
 * four of six fit) scrolled the row by half a chip, and the first showed cut ("ards home", issue 47).
 */
function showCurrent(link: HTMLAnchorElement | null): void {
  const row = link?.closest('ul');
  if (!link || !row || row.scrollWidth <= row.clientWidth) return;
  const chip = link.getBoundingClientRect();
  const view = row.getBoundingClientRect();
  if (chip.left >= view.left && chip.right <= view.right) return;
  link.scrollIntoView({ block: 'nearest', inline: 'center' });
}

export function LoyaltyNav({ current }: { current?: string }) {
  const intl = useIntl();
  return (
    <nav className="loyalty-nav" aria-label={intl.formatMessage({ id: 'ly_nav_label' })}>
      <ul>
        {loyaltySections.map(([href, id]) => (
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
