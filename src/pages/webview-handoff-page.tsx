import { FormattedMessage } from 'react-intl';
import { LOGGED_OUT_PATH } from '../routes/route-table';

/**
 * The one page of every webview hand-off path (SPEC §2): the native app takes over from here. Its paragraph is written
 * out, not MessageText: this page loads nothing but itself, and the component would bring the every-page shared chunk
 * (1.4 KiB as transferred) to it (docs/performance-log.md, session 25).
 */
export default function WebviewHandoffPage({ path }: { path: string }) {
  const loggedOut = path === LOGGED_OUT_PATH;
  return (
    <section aria-labelledby="page-title" data-testid="webview-handoff">
      <h1 id="page-title">
        <FormattedMessage id={loggedOut ? 'logged_out_title' : 'handoff_title'} />
      </h1>
      <p>
        <FormattedMessage id="handoff_message" />
      </p>
    </section>
  );
}
