/**
 * The bare React baseline of `npm run bench` (bench/run.mjs, docs/decisions/120-bench-react-baseline.md): the same
 * `AppointmentCalendar` component as `<pd-appointment-calendar>` on demo/bench.html — same inputs, same
 * `slots_bulk` request, same DOM in an open shadow root with the same styles (the `pd-widgets/react` wrapper) —
 * rendered with React 19 by a single-file bundle, as a React site would ship it. Built by rollup.config.mjs
 * `benchReactConfig` into dist/bench/react-calendar.js; loaded by demo/bench-react.html.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { AppointmentCalendar } from '../src/react';

const mount = document.getElementById('bench-calendar');
if (mount) {
  createRoot(mount).render(
    createElement(AppointmentCalendar, { doctorId: 1999, lpuId: 101, useRedirect: true }),
  );
}
