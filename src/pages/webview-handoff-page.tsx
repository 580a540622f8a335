import { FormattedMessage } from 'react-intl';
import { LOGGED_OUT_PATH } from '../routes/route-table';
import { MessageText } from '../ui/message-text';

/** The one page of every webview hand-off path (SPEC §2): the native app takes over from here. */
export default function WebviewHandoffPage({ path }: { path: string }) {
  const loggedOut = path === LOGGED_OUT_PATH;
  return (
    <section aria-labelledby="page-title" data-testid="webview-handoff">
      <h1 id="page-title">
        <FormattedMessage id={loggedOut ? 'logged_out_title' : 'handoff_title'} />
      </h1>
      <MessageText id="handoff_message" />
    </section>
  );
}
