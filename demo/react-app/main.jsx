/**
 * A plain React 19 app, as a frontend developer writes one, that renders `AppointmentCalendar` from the BUILT
 * `dist/lib/react.js` (the `pd-widgets/react` entry). Bundled by scripts/build-react-demo.mjs into
 * dist/react-demo/main.js; the page is demo/react.html. Props are camelCase (CONTRACT "pd-widgets/react").
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppointmentCalendar } from '../../dist/lib/react.js';

const data = JSON.parse(document.getElementById('react-demo-data').textContent);

function App() {
  const [choice, setChoice] = useState(null);
  const box = useRef(null);
  // The calendar's output is a DOM CustomEvent (bubbles, composed): listen on a wrapper, as a React app would.
  useEffect(() => {
    const el = box.current;
    const onChoice = (e) => setChoice(e.detail);
    el.addEventListener('calendar:time-choice', onChoice);
    return () => el.removeEventListener('calendar:time-choice', onChoice);
  }, []);
  return (
    <div data-testid="react-root">
      <section className="card" aria-labelledby="react-doc">
        <h2 id="react-doc">{data.fio}</h2>
        <p className="muted">{data.subtitle}</p>
        <div ref={box}>
          <AppointmentCalendar
            doctorId={data.doctorId}
            lpuId={data.lpuId}
            townTimedelta={data.townTimedelta}
            onTimeChoice={(detail) => setChoice(detail)}
          />
        </div>
        <p className="choice" role="status" data-testid="choice">
          {choice ? `Выбрано: ${choice.selectedFullDate}` : 'Время не выбрано'}
        </p>
      </section>
    </div>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
