import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useApi } from '../api/api-context';
import type { RouteDef } from '../routes/route-table';
import { Spinner } from '../shell/spinner';
import { isWebview } from '../webview/webview-mode';
import { sessionEndDestination } from '../webview/webview-redirects';
import { decideGate, loginWithReset, withoutParams, type GateDecision } from './gate-decision';
import { accessToken, clearSession, sessionVersion, setAccessToken, setUserDetails, subscribeSession, userDetails, type UserDetails } from './session-store';

/**
 * Carries out the SPEC §2 authentication gate (decided by `decideGate`). The auth_token leaves the address bar
 * (history.replaceState) as soon as it is stored, before user details are fetched, so it never lingers in
 * history or referrers.
 */
export function AuthGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const api = useApi();
  const decision: GateDecision = decideGate({ path, search: search ? `?${search}` : '', requiresAuth: route.auth, storedToken: accessToken(), user: userDetails(), webview: isWebview() });
  const busy = useRef(false);

  useEffect(() => {
    if (decision.kind === 'render' || busy.current) return;
    if (decision.kind === 'strip-params') return navigate(decision.to, { replace: true });
    if (decision.kind === 'login' || decision.kind === 'webview-handoff') return navigate(decision.to, { replace: true });
    busy.current = true;
    if (decision.kind === 'handoff') {
      clearSession();
      setAccessToken(decision.token);
      navigate(withoutParams(path, `?${search}`, ['auth_token', 'reset']), { replace: true });
    }
    api
      .call('GET_USER_DETAILS')
      .then((user) => setUserDetails(user as UserDetails))
      .catch(() => {
        clearSession();
        navigate(sessionEndDestination(isWebview(), loginWithReset), { replace: true });
      })
      .finally(() => {
        busy.current = false;
      });
  }, [api, decision, navigate, path, search]);

  return decision.kind === 'render' ? <>{children}</> : <Spinner />;
}
