/**
 * Messages the shell needs before (or without) the gateway's locale keys: the journey controls, step titles
 * and the not-yet-built screen notice. Gateway keys, once fetched, are merged over these.
 * One file per language (shell-messages-en.ts, shell-messages-ur.ts; add a text to both): the app loads them one
 * language at a time through shell-texts.ts. `shellMessages` has both, for tests and the build's frames; the app's
 * own code imports only the type from here (an import of the value would put Urdu back in the entry).
 */
import { en } from './shell-messages-en';
import { ur } from './shell-messages-ur';

export type Language = 'en' | 'ur';

export const shellMessages: Record<Language, Record<string, string>> = { en, ur };
