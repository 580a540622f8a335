import { FormattedMessage } from 'react-intl';
import { ScreenMessages } from '../../i18n/screen-messages';
import { BackLink } from '../../ui/back-link';
import { trackingMessages } from './tracking-messages';

/** The way back from an order to the list of orders, at the top of the tracker. */
export function BackToOrders() {
  return (
    <ScreenMessages messages={trackingMessages}>
      <BackLink href="/orderlist">
        <FormattedMessage id="tracker_back" />
      </BackLink>
    </ScreenMessages>
  );
}
