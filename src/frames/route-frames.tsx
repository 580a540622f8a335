import './route-frames.css';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { PageFrame } from '../ui/page-frame';
import { normalizePath } from '../routes/match-route';
import { PlanCardSkeleton } from '../landing/landing-frame';
import { LoyaltyNav } from './loyalty-nav';

/** A placeholder block of a frame, as tall as what it holds the place of (route-frames.css). */
/** 'plan': the catalog's plan card placeholder (landing.css), the plans in their grid. */
export type FrameBlock = 'line-card' | 'card' | 'tall' | 'line' | 'field' | 'button' | 'plan' | 'points';

/** A route's first screen before its page, its customer or its data are in: no personal data, only its shape. */
export interface RouteFrameDef {
  /** The page's h1 and the paragraph under it (shell texts, src/i18n/shell-messages-*.ts), which the page draws too. */
  readonly titleId: string;
  readonly leadId: string;
  /** The page's area class and the h1's id, as its page frame has them. */
  readonly className: string;
  readonly titleDomId?: string;
  /** The area's links drawn above the heading (the loyalty pages' section links, src/frames/loyalty-nav.tsx). */
  readonly nav?: 'loyalty';
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
  '/profile': { titleId: 'profile_title', leadId: 'profile_lead', className: 'account account-wide', titleDomId: 'account-title', blocks: ['line-card'] },
  // The order list's three tall placeholders.
  '/orderlist': { titleId: 'orders_title', leadId: 'orders_lead', className: 'account', titleDomId: 'account-title', blocks: ['tall', 'tall', 'tall'] },
  // The hub's four placeholders while the lines load.
  '/manage/service-request': { titleId: 'hub_title', leadId: 'hub_lead', className: 'manage', blocks: ['card', 'card', 'card', 'card'] },
  // The login form's field and button, until the auth chunk draws them (a visitor's route: no session needed).
  '/web/login': { titleId: 'login_title', leadId: 'login_intro', className: 'auth-page', titleDomId: 'page-title', blocks: ['field', 'button'] },
  // The plan switch's first step (a journey step): its lead names no number (the page says which line below it), and
  // the page draws these same placeholders while the lines, plans and eligibility load.
  '/manage/plan-switch/plans': { titleId: 'ps_plans_title', leadId: 'ps_plans_lead', className: 'plan-switch', titleDomId: 'ps-plans-title', blocks: ['plan', 'plan', 'plan'] },
  // The loyalty home (open to visitors; a signed-in customer who has not joined is sent on to /loyalty/no-account):
  // the section links, then the member's two points cards' placeholders as the page draws them while it reads the
  // member. Its lead is longer than the no-account page's, so a customer sent on keeps this frame's lead as the LCP.
  '/loyalty': { titleId: 'ly_home_title', leadId: 'ly_home_lead', className: 'loyalty-page', titleDomId: 'page-title', nav: 'loyalty', blocks: ['points', 'points'] },
  // History and the inbox: four line placeholders each (account.css .account-line) while the first page of entries
  // loads. History's filters come with the page, between the lead and its own placeholders.
  '/profile/history': { titleId: 'history_title', leadId: 'history_lead', className: 'account', titleDomId: 'account-title', blocks: ['line', 'line', 'line', 'line'] },
  '/profile/notifications': { titleId: 'notif_title', leadId: 'notif_lead', className: 'account', titleDomId: 'account-title', blocks: ['line', 'line', 'line', 'line'] },
  '/loyalty/no-account': { titleId: 'ly_no_account_title', leadId: 'ly_no_account_lead', className: 'loyalty-page', titleDomId: 'page-title', nav: 'loyalty', blocks: ['tall'] },
};

/** The frame of a path (query and trailing slash ignored), if the route has one. */
export function routeFrameOf(path: string): RouteFrameDef | undefined {
  return routeFrames[normalizePath(path.split('?')[0] ?? '')];
}

/** A route's frame: its page frame with heading and lead, and placeholders shaped like the page while it loads. */
export const RouteFrame = memo(function RouteFrame({ frame }: { frame: RouteFrameDef }) {
  return (
    <>
      {frame.nav === 'loyalty' && <LoyaltyNav current="/loyalty" />}
      <PageFrame titleId={frame.titleId} leadId={frame.leadId} className={frame.className} titleDomId={frame.titleDomId}>
        <FramePlaceholders blocks={frame.blocks} />
      </PageFrame>
    </>
  );
});

/**
 * A frame's placeholders under its lead, announced as loading. A page may draw them itself while its data loads
 * (the plan switch's plans), so the frame's nodes are the page's own until the data is in.
 */
export const FramePlaceholders = memo(function FramePlaceholders({ blocks }: { blocks: readonly FrameBlock[] }) {
  const intl = useIntl();
  const plans = blocks.filter((block) => block === 'plan');
  return (
    <div role="status" aria-busy="true" className="stack">
      <span className="visually-hidden">{intl.formatMessage({ id: 'loading' })}</span>
      {blocks.map((block, i) => (block === 'plan' ? null : <div key={i} className={`skeleton frame-${block}`} aria-hidden="true" />))}
      {plans.length > 0 && (
        <ul className="plan-list frame-plans" aria-hidden="true">
          {plans.map((_, i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </ul>
      )}
    </div>
  );
});
