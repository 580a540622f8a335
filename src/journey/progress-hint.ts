/**
 * The cookie that tells the app server a journey's progress may be kept in this browser (`journey_progress=1`): none
 * of the progress, only that a tab saved some (journey-storage.ts). A journey's later step opened without progress
 * goes on to its first step, and is sent with that step's first screen (scripts/landing-frames.ts frameChoice); a
 * browser with this cookie is sent no such screen, as its tab may stay on the later step. It lasts as long as the
 * browser's session, as the tabs' saved progress does at most.
 */
export const PROGRESS_HINT_COOKIE = 'journey_progress';

let written = false;

/** Says, in the cookie, that progress was saved (once a page: a journey saves at every step and draft). */
export function writeProgressHint(): void {
  if (written) return;
  try {
    document.cookie = `${PROGRESS_HINT_COOKIE}=1; Path=/; SameSite=Lax`;
    written = true;
  } catch {
    // no document (a test in Node): nothing to tell a server
  }
}
