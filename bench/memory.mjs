/**
 * The bench's memory row (issue 21 item 5), used by bench/run.mjs: {@link measureCycles} mounts and unmounts a widget
 * 1,000 times on a page that already loaded its chunk, and reads what is left:
 *
 * - DOM nodes, documents and JS event listeners (CDP `Memory.getDOMCounters`, after two forced GCs — the approach of
 *   tests/e2e/resilience.test.mjs's calendar row);
 * - detached DOM nodes still reachable from JS (CDP `DOM.getDetachedDomNodes`, after GC): a widget whose root
 *   (shadow root, render tree) outlives its element shows up here by the thousand;
 * - the JS heap in use (`Runtime.getHeapUsage`, after GC) at the baseline, after half the cycles and after all of
 *   them: "flat" is the second half growing by less than {@link HEAP_SLACK} (a leak of even 1 kB per mount would be
 *   500 kB there), whatever a first mount caches for good (the schedule cache, the session store) is in the first
 *   half.
 *
 * No CPU throttling (memory does not depend on it), no sleeps: every round waits until its widgets rendered (a slot,
 * the stub or the empty state in their shadow roots), then removes them and waits until their roots are unmounted
 * (the shadow root emptied: defineWidget unmounts a microtask after the disconnect).
 */

/** Second-half heap growth tolerated as "flat" (bytes). */
export const HEAP_SLACK = 256 * 1024;

/** Mount/unmount cycles per widget (issue 21 item 5). */
export const CYCLES = 1000;

/** Widgets mounted per round (10 × 100 rounds = 1,000 cycles). */
const PER_ROUND = 10;

/**
 * The widgets of the row. `page` loads the loader and config (and, for the clinic list, its clinics' JSON script);
 * `attrs` are the attributes of each mounted element; `rendered` runs in the page on one element: true once it shows
 * its data (or its stub) and nothing in it is busy.
 */
export const MEMORY_WIDGETS = [
  {
    key: 'calendar',
    label: 'calendar (`<pd-appointment-calendar doctor-id lpu-id>`)',
    page: 'bench.html',
    tag: 'pd-appointment-calendar',
    attrs: { 'doctor-id': '1001', 'lpu-id': '101' },
  },
  {
    key: 'clinicList',
    label:
      'clinic list (`<pd-clinic-list>` with the doctor page’s 4 clinics, their price blocks and calendars)',
    page: 'clinic-map.html',
    tag: 'pd-clinic-list',
    attrs: { 'doctor-id': '1014', 'doctor-speciality-id': '9', 'clinics-source': 'doctor-clinics' },
  },
];

/** In the page: true once every element of `tag` under `#pd-bench-memory` has rendered its data (or stub). */
function renderedAll(tag) {
  const els = document.querySelectorAll(`#pd-bench-memory > ${tag}`);
  if (!els.length || !customElements.get(tag)) return false;
  return [...els].every((el) => {
    const root = el.shadowRoot;
    if (!root || !root.childNodes.length) return false;
    if (root.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
    return root.querySelector('[part~="slot"], [part~="stub"]') !== null;
  });
}

/**
 * Loads `widget.page`, removes every widget on it (the page's own), then runs {@link CYCLES} mount/unmount cycles of
 * `widget.tag` in a host element of its own. Returns the counters at the baseline (after one warm-up round: chunks
 * evaluated, first-use caches filled), after half the cycles and at the end.
 * @param {import('playwright').Browser} browser
 * @param {string} base the demo server's URL
 * @param {(typeof MEMORY_WIDGETS)[number]} widget
 */
export async function measureCycles(browser, base, widget, { cycles = CYCLES, inspect = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(new URL(widget.page, base).href);
    await page.waitForFunction(
      (tag) => customElements.get(tag) !== undefined || !!document.querySelector(tag),
      widget.tag,
    );
    const cdp = await context.newCDPSession(page);
    const gc = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
    };
    const read = async () => {
      await gc();
      const dom = await cdp.send('Memory.getDOMCounters');
      const heap = await cdp.send('Runtime.getHeapUsage');
      let detached = null;
      // The DOM agent keeps every node it has given an id (the listing gives ids to the detached nodes): enabled
      // only for the listing, then disabled, or the measurement itself would retain what it lists.
      try {
        await cdp.send('DOM.enable');
        detached = (await cdp.send('DOM.getDetachedDomNodes')).detachedNodes.length;
      } catch {
        // Older Chromium: no detached-node listing; the row shows "—".
      } finally {
        await cdp.send('DOM.disable').catch(() => {});
      }
      return {
        nodes: dom.nodes,
        documents: dom.documents,
        listeners: dom.jsEventListeners,
        detached,
        heap: heap.usedSize,
      };
    };
    /** One round: `n` elements mounted, rendered, removed, unmounted. */
    const round = async (n) => {
      await page.evaluate(
        ({ tag, attrs, n }) => {
          let host = document.getElementById('pd-bench-memory');
          if (!host) {
            host = document.createElement('div');
            host.id = 'pd-bench-memory';
            document.querySelector('main, body').append(host);
          }
          for (let i = 0; i < n; i += 1) {
            const el = document.createElement(tag);
            for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
            host.append(el);
          }
        },
        { tag: widget.tag, attrs: widget.attrs, n },
      );
      await page.waitForFunction(renderedAll, widget.tag, { timeout: 60_000, polling: 'raf' });
      await page.evaluate(() => {
        const host = document.getElementById('pd-bench-memory');
        window.__pdBenchGone = [...host.children];
        host.replaceChildren();
      });
      // Unmounted: every removed element's shadow root is empty again (defineWidget unmounts a microtask later).
      await page.waitForFunction(
        () => window.__pdBenchGone.every((el) => !el.shadowRoot || !el.shadowRoot.childNodes.length),
        null,
        {
          timeout: 10_000,
          polling: 'raf',
        },
      );
      await page.evaluate(() => {
        window.__pdBenchGone = [];
      });
    };
    // The page's own widgets out (and unmounted), one warm-up round, then the baseline.
    await page.evaluate(() => {
      window.__pdBenchGone = [...document.querySelectorAll('body *')].filter((el) =>
        el.localName.startsWith('pd-'),
      );
      for (const el of window.__pdBenchGone) el.remove();
    });
    await round(PER_ROUND);
    /**
     * Reads once the last round's elements are released: a removed clinic list stays reachable for up to ~1 s from
     * a pending task of its own (its store in a timer's closure; measured: 40 → 0 detached nodes within 2 s), which
     * is not a leak. Polls (one frame apart) until the detached nodes are back at `target` or 10 s have passed;
     * `settleMs` is how long that took.
     */
    const settled = async (target) => {
      const started = Date.now();
      let r = await read();
      while (target != null && r.detached != null && r.detached > target && Date.now() - started < 10_000) {
        await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => res())));
        r = await read();
      }
      return { ...r, settleMs: Date.now() - started };
    };
    const before = await settled(0);
    const rounds = cycles / PER_ROUND;
    let half = null;
    for (let i = 0; i < rounds; i += 1) {
      await round(PER_ROUND);
      if (i === rounds / 2 - 1) half = await settled(before.detached);
    }
    const after = await settled(before.detached);
    let leftovers;
    if (inspect) {
      // What the detached nodes are (a leak hunt: `measureCycles(…, { inspect: true })`).
      await cdp.send('DOM.enable');
      const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
      await cdp.send('DOM.disable');
      leftovers = detachedNodes.map(({ treeNode, retainedNodeIds }) => ({
        name: treeNode.nodeName,
        attrs: treeNode.attributes,
        children: treeNode.childNodeCount,
        retained: retainedNodeIds.length,
      }));
    }
    return { before, half, after, cycles, errors, leftovers };
  } finally {
    await context.close();
  }
}

/**
 * The verdict of one widget's cycles: DOM nodes within 50 of the baseline, listeners within 10, documents and
 * detached nodes not above it, the heap's second half under {@link HEAP_SLACK}.
 */
export function judgeCycles({ before, half, after }) {
  const checks = {
    nodes: after.nodes <= before.nodes + 50,
    documents: after.documents <= before.documents,
    listeners: after.listeners <= before.listeners + 10,
    detached: after.detached == null || before.detached == null || after.detached <= before.detached + 10,
    heap: half == null || after.heap - half.heap <= HEAP_SLACK,
  };
  return { ...checks, ok: Object.values(checks).every(Boolean) };
}

/** The markdown of the memory row (one line per widget) for bench/results/latest.md. */
export function memoryTable(results) {
  const kB = (b) => `${(b / 1024).toFixed(0)} KiB`;
  const mark = (ok) => (ok ? '✅' : '⚠️');
  const lines = [
    '',
    `### Memory (issue 21 item 5): ${CYCLES.toLocaleString('en-US')} mount/unmount cycles per widget (Chromium, after GC)`,
    '',
    '| widget | DOM nodes | JS listeners | documents | detached DOM nodes | JS heap: baseline → half → end (2nd half) | |',
    '|---|---:|---:|---:|---:|---:|:-:|',
  ];
  for (const { widget, before, half, after, errors } of results) {
    const j = judgeCycles({ before, half, after });
    const d = (a, b) => `${a.toLocaleString('en-US')} → ${b.toLocaleString('en-US')}`;
    const detached = before.detached == null ? '—' : d(before.detached, after.detached);
    const second = half ? after.heap - half.heap : null;
    lines.push(
      `| ${widget.label} | ${d(before.nodes, after.nodes)} | ${d(before.listeners, after.listeners)} | ${d(before.documents, after.documents)} | ${detached} | ${kB(before.heap)} → ${half ? kB(half.heap) : '—'} → ${kB(after.heap)} (${second == null ? '—' : `${second >= 0 ? '+' : ''}${kB(second)}`}) | ${mark(j.ok && !errors.length)} |`,
    );
  }
  lines.push(
    '',
    `Baseline after one warm-up round of ${PER_ROUND} (chunks evaluated, first-use caches filled). Targets: DOM nodes ≤ baseline + 50, listeners ≤ baseline + 10, documents and detached nodes at baseline, heap flat (second half < ${kB(HEAP_SLACK)}).`,
  );
  return lines.join('\n');
}
