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
  // Once, in a task of its own.
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  }
  // After the first contentful paint has been shown: the browser reports it (a paint timing entry) once the frame is
  // on the screen. A frame callback's timer ran after the paint's work but now and then before the frame was shown,
  // and the entry's request then counted as a part of the first paint (Lighthouse's FCP and LCP 1.2 and 1.6 s instead
  // of 0.8 and 1.0 s, issue 47). A page that shows nothing contentful starts after a second all the same.
  var visible = document.visibilityState === 'visible';
  var paints = visible && typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paints) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startOnce, 1000);
  } else if (visible && typeof requestAnimationFrame === 'function') {
    // A frame callback runs before the paint; the timer it sets runs after it.
    requestAnimationFrame(startOnce);
  } else {
    start();
  }
})();
