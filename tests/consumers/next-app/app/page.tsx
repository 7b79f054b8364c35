// A server component (the App Router's default) rendering the calendar straight from `pd-widgets/react`: no
// 'use client' wrapper of the app's own — the package's entry carries the directive (issue 18).
import { AppointmentCalendar } from 'pd-widgets/react';

export default function Page() {
  return (
    <main>
      <h1>Запись к врачу</h1>
      <div id="calendar">
        <AppointmentCalendar doctorId={1001} lpuId={101} />
      </div>
    </main>
  );
}
