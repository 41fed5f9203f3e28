// The landing page (/) is prerendered: its header and headline paint from the HTML alone. This
// script starts the app (its code and its API calls, listed in <template id="app-start"> by
// scripts/route-pages.mjs) just after that first paint, so they never hold it up.
// docs/adr/0013-prerendered-pages-and-a-lighter-first-load.md says why.
//
// The links go into <head> a few at a time, one task each: inserting a preload link costs a
// phone ~2.5 ms (the fetch starts synchronously), and thirty at once held the main thread for
// ~150 ms (docs/adr/0015). The entry script goes in last, when every chunk it will import is on
// its way and Vite's preload helper finds them all listed.
(function startAfterPaint() {
  var LINKS_PER_TASK = 2;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('app-start');
    if (!template) return;
    var links = Array.prototype.slice.call(template.content.querySelectorAll('link'));
    function next() {
      var batch = links.splice(0, LINKS_PER_TASK);
      for (var i = 0; i < batch.length; i += 1) {
        document.head.appendChild(document.importNode(batch[i], true));
      }
      if (links.length > 0) {
        setTimeout(next, 0);
        return;
      }
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = template.getAttribute('data-entry');
      document.head.appendChild(entry);
    }
    next();
  }
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState !== 'visible') {
    start();
  } else if (paintTiming) {
    // Once the browser reports the first contentful paint: the page is on screen.
    new PerformanceObserver(function onPaint(list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    // Else the task after the next frame.
    requestAnimationFrame(function afterFrame() {
      setTimeout(start, 0);
    });
  }
  // A tab that produces no frame (hidden while loading) starts all the same.
  setTimeout(start, 1000);
})();
