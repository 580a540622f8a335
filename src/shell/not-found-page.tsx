import { FormattedMessage } from 'react-intl';
import { WaysOn } from './ways-on';
import { MessageText } from '../ui/message-text';

/**
 * 404: any unknown path (SPEC §2); the loyalty area has its own variant. Not a dead end (issue 46 part 6): it offers
 * home (the plans for a visitor), the plans, the help pages and a search of them, each inside the product.
 */
export default function NotFoundPage({ loyalty = false }: { loyalty?: boolean }) {
  return (
    <section aria-labelledby="page-title" className="stack" data-testid={loyalty ? 'loyalty-not-found' : 'not-found'}>
      <h1 id="page-title">
        <FormattedMessage id={loyalty ? 'loyalty_not_found' : 'page_not_found'} />
      </h1>
      <MessageText id="not_found_lead" />
      <WaysOn {...(loyalty ? { extra: [{ href: '/loyalty', id: 'go_loyalty_home' }] } : {})} />
    </section>
  );
}
