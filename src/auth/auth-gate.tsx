import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useApi } from '../api/api-context';
import { LOGIN_PATH, type RouteDef } from '../routes/route-table';
import { Spinner } from '../ui/spinner';
import { RouteFrame, routeFrameOf } from '../frames/route-frames';
import { KeptFrame, keptFrameOf } from '../frames/kept-frame';
import { savedLanguage } from '../i18n/language';
import { isWebview } from '../webview/webview-mode';
import { sessionEndDestination } from '../webview/webview-redirects';
import { decideGate, loginWithReset, withoutParams, type GateDecision } from './gate-decision';
import { answerHandoff, handoffVersion, loadSessionJourney, pendingHandoff, retrySession, sessionJourneyModule, sessionUnreachable, sessionWorkRunning, startSessionWork, subscribeHandoff, type SessionActor } from './handoff-check';
import { accessToken, clearSession, sessionVersion, subscribeSession, takeHandoffToken, userDetails } from './session-store';
import { SessionUnreachable } from './session-unreachable';

// Rare (another customer's link, asked once its customer was read, so the connection is there): a chunk of its own,
// not in every page's first script. The no-answer screen stays in it: it shows when no chunk may arrive.
const SwitchAccountQuestion = lazy(() => import('./switch-account-question').then((m) => ({ default: m.SwitchAccountQuestion })));

/**
 * Carries out the SPEC §2 authentication gate (decided by `decideGate`). The auth_token leaves the address bar
 * (history.replaceState) as soon as it is read, before user details are fetched, so it never lingers in
 * history or referrers. Reading the customer, and a token of another customer while someone is signed in (issue 27
 * part 4), are the work of journeys/auth-handoff.json (its actors in ./actors.ts, the gate's own group, started by
 * ./session-journey.ts, a chunk of its own so the app's first chunk carries neither the engine nor any screen's
 * work); the gate renders its states: the route's frame (src/frames/route-frames.tsx) or else a spinner while it
 * waits, the question while it asks, and a retry when the customer's account got no answer (the session kept: a
 * dropped connection, or a page left mid-call, signs no one out).
 */
export function AuthGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  useSyncExternalStore(subscribeSession, sessionVersion);
  useSyncExternalStore(subscribeHandoff, handoffVersion);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const api = useApi();
  const pending = pendingHandoff();
  const decision: GateDecision = decideGate({
    path,
    search: search ? `?${search}` : '',
    requiresAuth: route.auth,
    storedToken: accessToken(),
    user: userDetails(),
    webview: isWebview(),
    ...(pending ? { pendingHandoff: pending.phase } : {}),
  });

  useEffect(() => {
    if (decision.kind === 'render' || decision.kind === 'wait-handoff' || decision.kind === 'ask-handoff') return;
    if (decision.kind === 'strip-params') return navigate(decision.to, { replace: true });
    if (decision.kind === 'login' || decision.kind === 'webview-handoff') return navigate(decision.to, { replace: true });
    if (sessionWorkRunning(decision.kind === 'check-handoff' ? decision.token : undefined)) return;
    // The customer's account got no answer: the session stays, and the next try is the customer's (Try again).
    if (decision.kind === 'load-user' && sessionUnreachable()) return;
    const failed = () => {
      clearSession();
      // A call that ended the session has already gone to the login page with the reason and the page to come back
      // to (src/bootstrap/error-reactions.ts): that address stays.
      if (window.location.pathname === LOGIN_PATH) return;
      navigate(sessionEndDestination(isWebview(), loginWithReset), { replace: true });
    };
    // The session work's chunk (engine, journeys) is not in the app's first chunk (main.tsx asks for it early): the
    // address bar and the session change at once, the work starts when the chunk is here, once.
    const withWork = (begin: (actor: SessionActor) => void) => {
      const work = sessionJourneyModule();
      if (work) return begin(work.startSessionJourney(api));
      void loadSessionJourney().then(() => {
        const loaded = sessionJourneyModule();
        if (loaded && !sessionWorkRunning()) begin(loaded.startSessionJourney(api));
      });
    };
    if (decision.kind === 'check-handoff') {
      // Someone is signed in: the token leaves the address bar at once; its customer is read with the token itself.
      navigate(decision.to, { replace: true });
      const check = { type: 'CHECK', token: decision.token, currentCustomerId: userDetails()?.external_id ?? null } as const;
      return withWork((actor) => startSessionWork(actor, check, failed));
    }
    if (decision.kind === 'handoff') {
      takeHandoffToken(decision.token);
      navigate(withoutParams(path, `?${search}`, ['auth_token', 'reset']), { replace: true });
    }
    withWork((actor) => startSessionWork(actor, { type: 'LOAD' }, failed));
  }, [api, decision, navigate, path, search]);

  if (decision.kind === 'render') return <>{children}</>;
  if (decision.kind === 'ask-handoff' && pending?.phase === 'asking') {
    return (
      <Suspense fallback={<Spinner />}>
        <SwitchAccountQuestion current={userDetails()} other={pending.other} onSwitch={() => answerHandoff('SWITCH')} onStay={() => answerHandoff('STAY')} />
      </Suspense>
    );
  }
  if (decision.kind === 'load-user' && sessionUnreachable()) return <SessionUnreachable onRetry={retrySession} />;
  const frame = routeFrameOf(path);
  const kept = frame ? undefined : keptFrameOf(path, savedLanguage());
  return frame ? <RouteFrame frame={frame} /> : kept ? <KeptFrame html={kept} /> : <Spinner />;
}
