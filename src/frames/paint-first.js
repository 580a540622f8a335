// The landing route's first screen comes as HTML (scripts/landing-frames.ts). Its modules start after that screen
// is painted, not in the same moment: the browser shows the page first, then fetches and runs the app (issue 14).
// The app server writes the entry and the files to preload into this tag's data attributes.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var styles = (tag.getAttribute('data-style') || '').split(' ').filter(Boolean);
  function add(element) {
    element.setAttribute('crossorigin', '');
    document.head.appendChild(element);
  }
  function link(rel, href) {
    var element = document.createElement('link');
    element.rel = rel;
    if (rel === 'preload') element.as = 'style';
    element.href = href;
    return element;
  }
  // The entry first; the preloads a few at a time in the following tasks (each one added is a request started
  // on the main thread, and thirteen in one task made a task long enough to delay a tap).
  var queue = preloads.map(function (href) { return link('modulepreload', href); }).concat(styles.map(function (href) { return link('preload', href); }));
  function more() {
    queue.splice(0, 3).forEach(add);
    if (queue.length) setTimeout(more, 0);
  }
  // ICU's data loads on a worker while the entry downloads: the app's first Intl call would otherwise load it on
  // the main thread (40-80 ms) or wait for a worker started by the entry, later. The worker closes itself once it
  // has answered (a terminate() after the answer showed 7 ms in a profile). The entry takes this one over.
  var icu = tag.getAttribute('data-icu');
  function warmIcu() {
    if (!icu || window.icuWarmStarted || typeof Worker !== 'function') return;
    window.icuWarmStarted = new Promise(function (resolve) {
      try {
        var worker = new Worker(icu);
        worker.onmessage = worker.onerror = function () {
          resolve();
        };
      } catch {
        resolve();
      }
    });
  }
  // The first read of each storage loads it for the page (8-20 ms of main thread in a profile): done in a task of
  // its own for each while the entry downloads, that time is not part of the entry's evaluation.
  function openStorage(name) {
    return function () {
      try {
        return window[name].length;
      } catch {
        return 0;
      }
    };
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
    setTimeout(warmIcu, 0);
    setTimeout(openStorage('localStorage'), 0);
    setTimeout(openStorage('sessionStorage'), 0);
    setTimeout(more, 0);
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
