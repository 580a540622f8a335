import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useApi } from '../api/api-context';
import type { RouteDef } from '../routes/route-table';
import { Spinner } from '../shell/spinner';
import { isWebview } from '../webview/webview-mode';
import { sessionEndDestination } from '../webview/webview-redirects';
import { decideGate, loginWithReset, withoutParams, type GateDecision } from './gate-decision';
import { askAboutHandoff, endHandoff, handoffVersion, pendingHandoff, startHandoffCheck, subscribeHandoff } from './handoff-check';
import { accessToken, clearSession, sessionVersion, setAccessToken, setUserDetails, subscribeSession, userDetails, type UserDetails } from './session-store';
import { SwitchAccountQuestion } from './switch-account-question';

/**
 * Carries out the SPEC §2 authentication gate (decided by `decideGate`). The auth_token leaves the address bar
 * (history.replaceState) as soon as it is read, before user details are fetched, so it never lingers in
 * history or referrers. A token of another customer while someone is signed in is asked about first (issue 27
 * part 4): it is held in memory only (handoff-check.ts) until the customer answers.
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
  const busy = useRef(false);

  useEffect(() => {
    if (decision.kind === 'render' || decision.kind === 'wait-handoff' || decision.kind === 'ask-handoff' || busy.current) return;
    if (decision.kind === 'strip-params') return navigate(decision.to, { replace: true });
    if (decision.kind === 'login' || decision.kind === 'webview-handoff') return navigate(decision.to, { replace: true });
    busy.current = true;
    const failed = () => {
      endHandoff();
      clearSession();
      navigate(sessionEndDestination(isWebview(), loginWithReset), { replace: true });
    };
    if (decision.kind === 'check-handoff') {
      // Someone is signed in: the token's customer is looked up with the token itself, the session untouched.
      const { token } = decision;
      startHandoffCheck(token);
      navigate(decision.to, { replace: true });
      api
        .call('GET_USER_DETAILS', { asToken: token })
        .then((other) => {
          const current = userDetails();
          if (current && other.external_id !== current.external_id) return askAboutHandoff(token, other as UserDetails);
          // The same customer (a fresh token for them): stored, as SPEC §2 says.
          setAccessToken(token);
          setUserDetails(other as UserDetails);
          endHandoff();
        })
        .catch(failed)
        .finally(() => {
          busy.current = false;
        });
      return;
    }
    if (decision.kind === 'handoff') {
      clearSession();
      setAccessToken(decision.token);
      navigate(withoutParams(path, `?${search}`, ['auth_token', 'reset']), { replace: true });
    }
    api
      .call('GET_USER_DETAILS')
      .then((user) => setUserDetails(user as UserDetails))
      .catch(failed)
      .finally(() => {
        busy.current = false;
      });
  }, [api, decision, navigate, path, search]);

  if (decision.kind === 'render') return <>{children}</>;
  if (decision.kind === 'ask-handoff' && pending?.phase === 'asking') {
    const current = userDetails();
    return (
      <SwitchAccountQuestion
        current={current}
        other={pending.other}
        onSwitch={() => {
          // The other customer's session replaces this one, as a hand-off with no one signed in would.
          clearSession();
          setAccessToken(pending.token);
          setUserDetails(pending.other);
          endHandoff();
        }}
        onStay={endHandoff}
      />
    );
  }
  return <Spinner />;
}
