import type { JourneyStart } from '../../journey/use-journey';

/**
 * How a code journey (otp-timer, guest-verification, email-change, card-update) keeps its progress: in session
 * storage on every change, so a reload resumes from the absolute deadlines; a finished journey is forgotten, and so
 * is a code already found correct (tag `verified`: the sign-in runs, and a reload must never send the used code again).
 */
export const CODE_PROGRESS: NonNullable<JourneyStart['persist']> = { forgetWhen: (snapshot) => snapshot.hasTag('verified') };
