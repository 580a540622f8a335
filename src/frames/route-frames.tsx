import './route-frames.css';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../ui/page-frame';
import { normalizePath } from '../routes/match-route';

/** A placeholder block of a frame, as tall as what it holds the place of (route-frames.css). */
export type FrameBlock = 'line-card' | 'card' | 'tall' | 'field' | 'button';

/** A route's first screen before its page, its customer or its data are in: no personal data, only its shape. */
export interface RouteFrameDef {
  /** The page's h1 and the paragraph under it (shell texts, src/i18n/shell-messages-*.ts), which the page draws too. */
  readonly titleId: string;
  readonly leadId: string;
  /** The page's area class and the h1's id, as its page frame has them. */
  readonly className: string;
  readonly titleDomId?: string;
  /** What the page draws under its lead while its data loads. */
  readonly blocks: readonly FrameBlock[];
}

/**
 * The frame registry (issue 31): every route sent with its first screen as HTML, besides the landing's own frame
 * (src/landing/landing-frame.tsx). The build renders each in English and Urdu (scripts/landing-frames.ts), the app
 * server sends it in #root, and the app draws the same frame while the auth gate, the route's chunk and its start-up
 * are pending (app.tsx, auth-gate.tsx); the page then draws the same heading and lead over its own placeholders of
 * the same heights, so nothing painted moves when it fills in.
 */
export const routeFrames: Readonly<Record<string, RouteFrameDef>> = {
  // ProfileLines' placeholder (one line card), then the rest below the fold.
  '/profile': { titleId: 'profile_title', leadId: 'profile_lead', className: 'account', titleDomId: 'account-title', blocks: ['line-card'] },
  // The order list's three tall placeholders.
  '/orderlist': { titleId: 'orders_title', leadId: 'orders_lead', className: 'account', titleDomId: 'account-title', blocks: ['tall', 'tall', 'tall'] },
  // The hub's four placeholders while the lines load.
  '/manage/service-request': { titleId: 'hub_title', leadId: 'hub_lead', className: 'manage', blocks: ['card', 'card', 'card', 'card'] },
  // The login form's field and button, until the auth chunk draws them (a visitor's route: no session needed).
  '/web/login': { titleId: 'login_title', leadId: 'login_intro', className: 'auth-page', titleDomId: 'page-title', blocks: ['field', 'button'] },
};

/** The frame of a path (query and trailing slash ignored), if the route has one. */
export function routeFrameOf(path: string): RouteFrameDef | undefined {
  return routeFrames[normalizePath(path.split('?')[0] ?? '')];
}

/** A route's frame: its page frame with heading and lead, and placeholders shaped like the page while it loads. */
export const RouteFrame = memo(function RouteFrame({ frame }: { frame: RouteFrameDef }) {
  const intl = useIntl();
  return (
    <PageFrame titleId={frame.titleId} leadId={frame.leadId} className={frame.className} titleDomId={frame.titleDomId}>
      <div role="status" aria-busy="true" className="stack">
        <span className="visually-hidden">{intl.formatMessage({ id: 'loading' })}</span>
        {frame.blocks.map((block, i) => (
          <div key={i} className={`skeleton frame-${block}`} aria-hidden="true" />
        ))}
      </div>
    </PageFrame>
  );
});
