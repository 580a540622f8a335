/**
 * The product's own help routes (issue 46 part 6): every "help", "more questions" and "contact" link leads here,
 * never to an outside help site, so the customer keeps their session, language and the way back.
 */
export const HELP_PATH = '/help';
export const CONTACT_PATH = '/contact';

/** The address of one help answer: the help page opens the question whose anchor this is. */
export const helpAnswerPath = (anchor: string): string => `${HELP_PATH}#${anchor}`;
