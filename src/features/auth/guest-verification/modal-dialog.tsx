import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog';

/**
 * The guest verification's and the reward's dialog: the shared Dialog of src/ui (Escape closes, focus trapped and
 * returned to its opener), named by this feature's words ('close_dialog'), a sheet on a phone.
 */
export function ModalDialog({ titleId, title, onClose, children }: { titleId: string; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Dialog titleId={titleId} title={title} onClose={onClose} closeLabel={intl.formatMessage({ id: 'close_dialog' })} sheet>
      {children}
    </Dialog>
  );
}
