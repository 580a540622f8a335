import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { HOME_PATH } from '../routes/route-table';

/** 404: any unknown path (SPEC §2); the loyalty area has its own variant. */
export default function NotFoundPage({ loyalty = false }: { loyalty?: boolean }) {
  return (
    <section aria-labelledby="page-title" data-testid={loyalty ? 'loyalty-not-found' : 'not-found'}>
      <h1 id="page-title">
        <FormattedMessage id={loyalty ? 'loyalty_not_found' : 'page_not_found'} />
      </h1>
      <Link href={loyalty ? '/loyalty' : HOME_PATH}>
        <FormattedMessage id={loyalty ? 'go_loyalty_home' : 'go_home'} />
      </Link>
    </section>
  );
}
