import { WaysOn } from '../shell/ways-on';
import { DeadEndFrame } from './dead-end-frame';

/** The honest page of a route whose screen is not built yet (docs/routes.md lists them), with the ways on of a dead end. */
export default function NotAvailablePage({ page }: { page: string }) {
  return (
    <DeadEndFrame testId="not-available" page={page} titleId="page_not_available" messageId="page_not_available_detail" messageValues={{ page: <code dir="ltr">{page}</code> }}>
      <WaysOn />
    </DeadEndFrame>
  );
}
