/** What the home's "latest" block shows (issue 29), as pure functions. */

/** How many of the latest orders the home shows (the order list call's `limit` is one more, to know there are others). */
export const RECENT_ORDERS = 3;
/** How many open requests the home shows at most. */
export const RECENT_REQUESTS = 3;

/** Open requests (received or in progress), newest first, at most RECENT_REQUESTS. */
export function openRequestsOf<R extends { status: string; createdAt: number }>(requests: readonly R[]): R[] {
  return requests
    .filter((r) => r.status === 'SUBMITTED' || r.status === 'IN_PROGRESS')
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, RECENT_REQUESTS);
}
