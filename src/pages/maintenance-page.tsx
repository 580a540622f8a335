import { FormattedMessage } from 'react-intl';
import { HelpSearch } from '../shell/help-search';
import { helpSearchMessages } from '../shell/help-search-messages';
import { ScreenMessages } from '../i18n/screen-messages';
import { DeadEndFrame } from './dead-end-frame';

/** Shown while the gateway reports maintenance, or when start-up could not reach it (SPEC §4). */
export default function MaintenancePage() {
  return (
    <DeadEndFrame testId="maintenance" titleId="maintenance_title" messageId="maintenance_message">
      {/* A full reload: start-up runs again and leaves this page if the gateway is back. */}
      <a href="/">
        <FormattedMessage id="try_again" />
      </a>
      {/* The help pages are bundled with the app, so their search works while the gateway is away (issue 46). */}
      <ScreenMessages messages={helpSearchMessages}>
        <HelpSearch />
      </ScreenMessages>
    </DeadEndFrame>
  );
}
