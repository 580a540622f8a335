/**
 * The screen of every content step (a wizard step with `content` and no `screen`): one screen draws them all from
 * their JSON. A module of its own, with no imports, so the app's screen registry names it without the engine.
 */
export const CONTENT_SCREEN = 'content';
