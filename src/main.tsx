import { icuWarm } from './i18n/icu-warm';
import { StrictMode } from 'react';
import { App } from './app';
import { mountRoot } from './mount-root';
import { asksForReset, clearLocalData } from './auth/local-data';
import { isWebview, rememberWebview } from './webview/webview-mode';
import { accessToken } from './auth/session-store';
import { applyLanguage, savedLanguage } from './i18n/language';
import { bootMonitoring } from './integrations/monitoring/boot';
import './styles.css';
import './i18n/urdu-font.css';

// Before anything reads storage: reset=true clears local data (SPEC §4), webview/native switch webview mode on.
if (asksForReset(location.search)) clearLocalData();
rememberWebview(location.search);
// Direction and language before the first paint: an Urdu visitor never sees the page flip from LTR.
applyLanguage(savedLanguage());
// Browser monitoring after the load event, when the customer allows analytics (issue 12).
bootMonitoring();

// ICU's data loads on a worker while the modules evaluate. A page sent with its first screen (the landing's
// frame) waits for it before the first render, so that render has no 40 ms Intl call in it; a page with an empty
// root renders at once, since it shows nothing until then.
const root = document.getElementById('root') as HTMLElement;
const mount = (adopt: boolean) => {
  mountRoot(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
    adopt,
  );
  // The frame was inert until now (scripts/landing-frames.ts): its buttons work from here on.
  root.removeAttribute('inert');
};
// The frame is the screen the app draws first for a visitor without a session in the frame's language (outside
// the native app's webview): the app then takes its nodes as they are; anyone else gets them corrected.
const frameLanguage = root.dataset.frameLanguage;
const adoptable = () => frameLanguage === savedLanguage() && !accessToken() && !isWebview();
if (frameLanguage && root.firstChild) void icuWarm.then(() => mount(adoptable()));
else mount(false);
