import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { HOME_PATH } from '../routes/route-table';

/** The honest page of a route whose screen is not built yet (docs/routes.md lists them). */
export default function NotAvailablePage({ page }: { page: string }) {
  return (
    <section aria-labelledby="page-title" data-testid="not-available" data-page={page}>
      <h1 id="page-title">
        <FormattedMessage id="page_not_available" />
      </h1>
      <p>
        <FormattedMessage id="page_not_available_detail" values={{ page: <code dir="ltr">{page}</code> }} />
      </p>
      <Link href={HOME_PATH}>
        <FormattedMessage id="go_home" />
      </Link>
    </section>
  );
}
