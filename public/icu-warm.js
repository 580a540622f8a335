// Loads ICU's data on a worker (src/i18n/icu-worker.ts says why).
Intl.NumberFormat.supportedLocalesOf(['en-PK', 'ur-PK']);
for (const locale of ['en-PK', 'ur-PK', 'en', 'en-US']) {
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Karachi' }).format(0);
  new Intl.PluralRules(locale).select(1);
}
postMessage('ready');
close();
