// Loads the browser's ICU data on a worker thread: the data is shared by the page's threads, so the main thread's
// first Intl call (react-intl's provider, 40-80 ms of real CPU on its own) then takes about 1 ms (issue 14).
// A classic worker with no imports: public/paint-first.js starts it just after the landing's first paint, and
// src/i18n/icu-warm.ts on any other page.
Intl.NumberFormat.supportedLocalesOf(['en-PK', 'ur-PK']);
for (const locale of ['en-PK', 'ur-PK', 'en', 'en-US']) {
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Karachi' }).format(0);
  new Intl.PluralRules(locale).select(1);
}
postMessage('ready');
close();
