/** The tag of a late child's state before its machine has loaded (engine/late-child.ts). */
export const LATE_PENDING = 'late-pending';

/**
 * The snapshot of a child journey whose machine has not loaded yet (useChildJourney shows no child then). Apart from
 * engine/late-child.ts, which only a wizard page loads: every page that runs a machine reads this.
 */
export function isPendingChild(snapshot: unknown): boolean {
  return typeof snapshot === 'object' && snapshot !== null && (snapshot as { hasTag?: (tag: string) => boolean }).hasTag?.(LATE_PENDING) === true;
}
