import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { WaysLinks } from './ways-links';

interface Props {
  /** The page's address: moving to another page leaves the failure behind. */
  path: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A page whose code did not arrive (a dropped connection, a deploy that replaced its files) or that broke while drawing
 * shows what happened and the ways on, inside the header and footer, instead of an empty page; the error still reaches
 * the monitoring agent (`reportError` is the window's `error` event it listens to). Moving to another page clears it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/**
 * What the customer sees: a heading that takes focus and an alert that reads it out, "Try again" (a reload: a module
 * that failed to load is not asked for again in place; what a journey saved in the tab stays), and the ways on.
 */
function PageFailed() {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="stack" aria-labelledby="page-failed-title" data-testid="page-failed">
      <h1 id="page-failed-title" tabIndex={-1} ref={heading}>
        {intl.formatMessage({ id: 'page_failed_title' })}
      </h1>
      <div role="alert" className="alert alert-danger">
        <p>{intl.formatMessage({ id: 'page_failed_lead' })}</p>
      </div>
      <div className="actions">
        <button type="button" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'page_failed_retry' })}
        </button>
      </div>
      <WaysLinks />
    </section>
  );
}
