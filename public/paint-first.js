// The landing route's first screen comes as HTML (scripts/landing-frames.ts). Its app starts after that screen is
// painted, not in the same moment: the browser shows the page first, then runs the app (issue 14). The HTML has
// already asked for the files (modulepreload); the app server writes the entry into this tag's data-entry.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    script.setAttribute('crossorigin', '');
    document.head.appendChild(script);
  }
  // A frame callback runs before the paint; the timer it sets runs after it.
  if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
