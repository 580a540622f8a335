/**
 * One token refresh shared by every caller (SPEC §4 Session): concurrent 401s wait for the same refresh, and a
 * 401 for a request sent with an older token gets the current token without refreshing again.
 */
export type Refresh = (staleToken: string) => Promise<string>;

/** Builds the shared refresher over the real refresh call and the token store. */
export function createTokenRefresher(refresh: Refresh, currentToken: () => string | undefined) {
  let inflight: Promise<string> | undefined;
  return function freshToken(sentToken: string): Promise<string> {
    const current = currentToken();
    if (current && current !== sentToken && !inflight) return Promise.resolve(current);
    if (!inflight) {
      inflight = refresh(sentToken).finally(() => {
        inflight = undefined;
      });
    }
    return inflight;
  };
}
