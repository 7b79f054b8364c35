// fetchServiceDoctors against the reference API (mocks/handlers.ts via tests/msw-server.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw-server';
import { resetConfig } from '../../core/config';
import { fetchServiceDoctors } from './service-doctors-api';

/** Records the path of every request the reference API receives. */
function record(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
  return seen;
}

beforeEach(() => resetConfig());
afterEach(() => server.events.removeAllListeners());

describe('fetchServiceDoctors', () => {
  it('answers which doctors have slots for which services', async () => {
    const reply = await fetchServiceDoctors([
      { lpu_id: 101, doctors: [1001, 1002, 1008], services: [5003, 5005] },
      { lpu_id: 201, doctors: [1006], services: [5004] },
    ]);
    expect(reply).toEqual([
      {
        lpuId: 101,
        doctors: [
          { doctorId: 1001, services: [5005] },
          { doctorId: 1002, services: [5005] },
          { doctorId: 1008, services: [5003] },
        ],
      },
      { lpuId: 201, doctors: [] },
    ]);
  });

  it('sends nothing for an empty body', async () => {
    const seen = record();
    await expect(fetchServiceDoctors([])).resolves.toEqual([]);
    // A request would be seen by now: \`fetchServiceDoctors\` starts one synchronously, before its promise settles.
    await fetchServiceDoctors([{ lpu_id: 201, doctors: [1006], services: [5004] }]);
    expect(seen).toEqual(['/ajax/services/schedule/doctors/']);
  });
});
