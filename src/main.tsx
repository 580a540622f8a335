import { StrictMode } from 'react';
import { App } from './app';
import { mountRoot } from './mount-root';
import { asksForReset, clearLocalData } from './auth/local-data';
import { rememberWebview } from './webview/webview-mode';
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

mountRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <App />
  </StrictMode>,
);
