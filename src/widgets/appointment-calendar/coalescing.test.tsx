import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { server } from '../../../tests/msw-server';
import { DEMO_CSRF_TOKEN, DOCTOR_IDS, FAILING_DOCTOR_ID, LPU_IDS } from '../../../mocks/fixtures';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ now: '2026-11-23T10:00:00+03:00', csrfToken: DEMO_CSRF_TOKEN });
});
afterEach(() => {
  document.body.innerHTML = '';
  resetConfig();
});

it('ten calendars of a page cost ONE slots_bulk request, even though their React roots render apart', async () => {
  const bulk: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    if (request.url.includes('/ajax/schedule/slots_bulk/')) bulk.push(request.url);
  };
  server.events.on('request:start', onStart);
  const doctors = (Object.values(DOCTOR_IDS) as number[])
    .filter((id) => id !== FAILING_DOCTOR_ID)
    .slice(0, 10);
  const lpu = Object.values(LPU_IDS)[0] as number;
  // A page as the parser leaves it: every tag in the document, then the chunk defines the tag (one task).
  const els = doctors.map((id) => {
    const el = document.createElement('pd-appointment-calendar');
    el.setAttribute('doctor-id', String(id));
    el.setAttribute('lpu-id', String(lpu));
    return el;
  });
  document.body.append(...els);
  await waitFor(() => {
    for (const el of els) {
      const root = el.shadowRoot!;
      expect(root.querySelector('[role="tablist"], [part~="stub"]')).not.toBeNull();
    }
  });
  server.events.removeListener('request:start', onStart);
  expect(bulk).toHaveLength(1);
});
