import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './harness';
import { LANDING_FRAMES_FILE, type LandingFrames } from '../../../scripts/landing-frames';

/**
 * The frames of the build the browser tests serve (dist/landing-frames.json): the routes sent with their page's own
 * first screen (page frames, src/frames/kept-frame.tsx: those with `styles`), as the build drew them. Read from the
 * build, not listed here: a journey step a product owner adds gets its frame, and these tests check it.
 */
let read: LandingFrames | undefined;
export function builtFrames(): LandingFrames {
  return (read ??= JSON.parse(readFileSync(join(DIST, LANDING_FRAMES_FILE), 'utf8')) as LandingFrames);
}

/** The routes sent with their page's own first screen, with that screen in each language. */
export function pageFrames(): Array<[path: string, frame: LandingFrames[string]]> {
  return Object.entries(builtFrames()).filter(([, frame]) => frame.styles !== undefined);
}
