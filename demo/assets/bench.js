// Instrumentation of the bench pages (bench/run.mjs, ADR 054). A classic script in <head> of demo/bench.html,
// before the loader (bench/run.mjs injects the same file into the doctor page as an init script): records long
// tasks and Event Timing entries from the start, and the moment the first calendar shows its first slot button
// (performance.now(), i.e. ms since navigation start) — in a `<pd-appointment-calendar>`, in the shadow root of
// a `<pd-clinic-list>` whose cards render calendars, or in the `<div data-pd-widget>` of the bare React baseline
// (demo/bench-react.html).
(function () {
  'use strict';
  var bench = (window.__bench = { longTasks: [], events: [], rendered: null });
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        bench.longTasks.push({ start: e.startTime, duration: e.duration });
      });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* not supported */
  }
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        bench.events.push({
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          interactionId: e.interactionId,
        });
      });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    /* not supported */
  }
  // Cumulative layout shift (issue 21: late widgets must not move the page; target ≤ 0.02).
  bench.cls = 0;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (!e.hadRecentInput) bench.cls += e.value;
      });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* not supported */
  }
  var SLOT = /^\s*\d{1,2}:\d{2}\s*$/;
  function hasSlot(root) {
    var buttons = root.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i += 1) if (SLOT.test(buttons[i].textContent)) return true;
    return false;
  }
  function done() {
    if (bench.rendered != null) return;
    bench.rendered = performance.now();
    performance.mark('pd-calendar-rendered');
    // The harness waits for this line (a console event over CDP) instead of polling the page: a poll needs
    // Playwright's injected script, whose compile (≈ 65 ms at 4× CPU) would land inside the measured window.
    console.debug('pd-bench:rendered');
  }
  function watch(root) {
    if (hasSlot(root)) return done();
    var mo = new MutationObserver(function () {
      if (hasSlot(root)) {
        mo.disconnect();
        done();
      }
    });
    mo.observe(root, { childList: true, subtree: true, characterData: true });
  }
  (function poll() {
    var el = document.querySelector('pd-appointment-calendar, pd-clinic-list, [data-pd-widget]');
    if (el && el.shadowRoot) return watch(el.shadowRoot);
    requestAnimationFrame(poll);
  })();
})();
