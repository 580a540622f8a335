import { FormattedMessage } from 'react-intl';
import { WaysOn } from '../shell/ways-on';
import { MessageText } from '../ui/message-text';

/** The honest page of a route whose screen is not built yet (docs/routes.md lists them), with the ways on of a dead end. */
export default function NotAvailablePage({ page }: { page: string }) {
  return (
    <section aria-labelledby="page-title" className="stack" data-testid="not-available" data-page={page}>
      <h1 id="page-title">
        <FormattedMessage id="page_not_available" />
      </h1>
      <MessageText id="page_not_available_detail" values={{ page: <code dir="ltr">{page}</code> }} />
      <WaysOn />
    </section>
  );
}
