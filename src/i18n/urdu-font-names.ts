/** The Urdu web font's class on <html> and the cookie saying the browser has had it (urdu-font-late.ts; read by the app server). */
export const URDU_FONT_CLASS = 'urdu-font';
export const URDU_FONT_COOKIE = 'urdu_font';
