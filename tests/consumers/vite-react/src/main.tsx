// A Vite + React 19 + TypeScript app as a frontend developer writes it (issue 18): the React components of
// `pd-widgets/react` with callback props, and the custom-element tags in TSX typed by `pd-widgets/jsx`.
// `?site=<url>` is the directory site (the reference API in tests/consumers/vite-react.test.mjs).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'pd-widgets';
import { AppointmentCalendar, type TimeChoiceDetail } from 'pd-widgets/react';
import 'pd-widgets/appointment-calendar';
import type {} from 'pd-widgets/jsx';

const site = new URLSearchParams(location.search).get('site');
if (site) configure({ siteBase: site });

declare global {
  interface Window {
    timeChoices: TimeChoiceDetail[];
  }
}
window.timeChoices = [];

function App() {
  const [chosen, setChosen] = useState<TimeChoiceDetail | null>(null);
  return (
    <main>
      <h1>Запись к врачу</h1>
      <section id="react-component">
        <AppointmentCalendar
          doctorId={1001}
          lpuId={101}
          onTimeChoice={(detail) => {
            window.timeChoices.push(detail);
            setChosen(detail);
          }}
        />
        <p id="chosen">{chosen ? `${chosen.day} ${chosen.time}` : 'время не выбрано'}</p>
      </section>
      <section id="custom-element">
        {/* use-redirect: a slot navigates to the site's booking page; its code is the package's on-demand chunk, split
            by the app's bundler (ADR 243) */}
        <pd-appointment-calendar doctor-id={1001} lpu-id="101" use-redirect />
        {/* @ts-expect-error — `days` is a number attribute: an object is a type error (pd-widgets/jsx) */}
        <pd-appointment-calendar doctor-id={1001} lpu-id={101} days={{ count: 7 }} hidden />
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
