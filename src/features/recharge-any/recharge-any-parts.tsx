import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { ScreenMessages, type AreaMessages } from '../../i18n/screen-messages';

/** The recharge's page: its title and the step's content (both of its steps draw it). */
export function RechargePage({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby="ra-title" className="checkout stack recharge-any">
      <h1 id="ra-title" className="page-title" tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  );
}

/** A screen with these words for everything under it, its hooks' too. */
export const withWords = (messages: AreaMessages, Screen: (props: ScreenProps) => ReactNode) =>
  function WithMessages(props: ScreenProps) {
    return (
      <ScreenMessages messages={messages}>
        <Screen {...props} />
      </ScreenMessages>
    );
  };
