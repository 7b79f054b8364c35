import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import {
  FAILING_PATIENT_ID,
  PATIENT_PROFILE_IDS,
  patientProfile,
} from '../../../mocks/fixtures/patient-profiles';
import { resetModals, resetScrollLock } from '../../core/modal';
import './index';

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

/** A review card as Django renders it (docs/reviews-html.md): the data on the card, the opener inside. */
function card(
  patient: { patient_id: number; patient_mobile_id: number; title: string },
  parent: ParentNode = document.body,
) {
  const article = document.createElement('article');
  article.setAttribute('data-pd-review', '');
  article.setAttribute('data-patient-data', JSON.stringify(patient));
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('data-pd-patient-profile', '');
  button.textContent = patient.title;
  article.append(button);
  parent.append(article);
  return button;
}

const ANNA = { patient_id: PATIENT_PROFILE_IDS.trustworthy, patient_mobile_id: 0, title: 'Анна К.' };
const IGOR = { patient_id: PATIENT_PROFILE_IDS.caution, patient_mobile_id: 0, title: 'Игорь П.' };
const MARIA = { patient_id: PATIENT_PROFILE_IDS.zeroReviews, patient_mobile_id: 0, title: 'Мария С.' };
const OLEG = { patient_id: FAILING_PATIENT_ID, patient_mobile_id: 0, title: 'Олег В.' };

function mount() {
  const el = document.createElement('pd-patient-profile');
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

/**
 * The element has rendered and attached its document listeners: the element renders nothing until opened, so the
 * sign is a probe opener getting its button semantics (done by the delegation when it starts).
 */
async function ready(el: HTMLElement) {
  await waitFor(() => expect(el.shadowRoot).toBeTruthy());
  const probe = document.createElement('span');
  probe.setAttribute('data-pd-patient-profile', '');
  document.body.append(probe);
  await waitFor(() => expect(probe.getAttribute('role')).toBe('button'));
  probe.remove();
}

function profileRequests() {
  const seen: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/rates/patient_profile/') seen.push(url.search);
  };
  server.events.on('request:start', onStart);
  return seen;
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  setDesktop(false);
});
/**
 * A probe opener appended now is no longer given button semantics: the removed elements have unmounted and stopped
 * their document delegation (under preact/compat the unmount's effect cleanup can land a few tasks later; a stale
 * listener would catch the next test's clicks).
 */
async function listenersGone() {
  await vi.waitFor(async () => {
    const probe = document.createElement('span');
    probe.setAttribute('data-pd-patient-profile', '');
    document.body.append(probe);
    await new Promise((r) => setTimeout(r, 0)); // a task: every MutationObserver callback has run
    const enhanced = probe.hasAttribute('role');
    probe.remove();
    expect(enhanced).toBe(false);
  });
}

afterEach(async () => {
  document.body.innerHTML = '';
  await listenersGone();
  server.events.removeAllListeners();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
});

describe('<pd-patient-profile>', () => {
  it("booking §2 'Пациент {title}' uses the server's title (the opener's text only until it arrives)", async () => {
    server.use(
      http.get('*/api/rates/patient_profile/', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('patient_id'));
        return HttpResponse.json({ ...patientProfile('patient', id), title: 'Анна Ковалёва' });
      }),
    );
    const { el, q } = mount();
    const button = card(ANNA);
    await ready(el);
    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Пациент Анна Ковалёва' });
    expect(within(dialog).getByText('Можно доверять')).toBeTruthy();
  });

  it("a click on a card's patient opens 'Пациент Анна К.' (bottom sheet): the skeleton, then the profile", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/api/rates/patient_profile/', async ({ request }) => {
        await held;
        const id = Number(new URL(request.url).searchParams.get('patient_id'));
        return HttpResponse.json(patientProfile('patient', id));
      }),
    );
    const { el, q } = mount();
    const button = card(ANNA);
    await ready(el);
    expect(q.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Пациент Анна К.' });
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    expect(within(dialog).getByRole('status', { name: 'Загружаем профиль пациента' })).toBeTruthy();

    release();
    await within(dialog).findByText('Можно доверять');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByText('92%')).toBeTruthy();
    const criteria = within(dialog).getAllByRole('listitem');
    expect(criteria.map((li) => li.textContent)).toEqual([
      'Телефон подтверждён: выполнено',
      'Визиты подтверждены клиниками: выполнено',
      'Записывается на приём через ПроДокторов: выполнено',
      'Жалоб на отзывы не поступало: выполнено',
    ]);
    for (const li of criteria) expect(li.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const bar = within(dialog).getByRole('progressbar', { name: 'Положительные отзывы' });
    expect(bar.getAttribute('aria-valuenow')).toBe('86'); // 12 / (12 + 2)
    expect(bar.getAttribute('aria-valuetext')).toBe('86%');
    expect(within(dialog).getByText('Всего 18 отзывов')).toBeTruthy(); // 12 + 2 + 1 + 3
    expect(within(dialog).getByText('9 записей')).toBeTruthy();
    // One 'Закрыть' (the §2 button); no cross with the same name.
    expect(within(dialog).getAllByRole('button', { name: 'Закрыть' })).toHaveLength(1);
  });

  it('desktop: a 400-px side sheet; "Закрыть" closes it; reopening sends no second request', async () => {
    setDesktop(true);
    const requests = profileRequests();
    const { el, q } = mount();
    const button = card(ANNA);
    await ready(el);
    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Пациент Анна К.' });
    expect(dialog.getAttribute('data-variant')).toBe('side-sheet');
    const container = dialog.querySelector('.pd-modal__container') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('400px');
    await within(dialog).findByText('Можно доверять');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    fireEvent.click(button);
    const again = await q.findByRole('dialog', { name: 'Пациент Анна К.' });
    expect(within(again).getByText('92%')).toBeTruthy(); // at once, from the cache
    expect(requests).toEqual(['?patient_id=7000&patient_mobile_id=0']);
  });

  it("caution: 'Доверяйте с осторожностью'; a criterion not met says so in text, not by colour alone", async () => {
    const { el, q } = mount();
    const button = card(IGOR);
    await ready(el);
    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Пациент Игорь П.' });
    await within(dialog).findByText('Доверяйте с осторожностью');
    expect(within(dialog).getByText('34%')).toBeTruthy();
    const notMet = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('data-met') === 'false');
    expect(notMet.map((li) => li.textContent)).toEqual([
      'Визиты подтверждены клиниками: не выполнено',
      'Записывается на приём через ПроДокторов: не выполнено',
    ]);
    expect(
      within(dialog).getByRole('progressbar', { name: 'Положительные отзывы' }).getAttribute('aria-valuenow'),
    ).toBe('20');
    expect(within(dialog).getByText('Всего 7 отзывов')).toBeTruthy();
    expect(within(dialog).getByText('1 запись')).toBeTruthy();
  });

  it('no positive or negative review: no bar (no division by zero), a text instead', async () => {
    const { el, q } = mount();
    const button = card(MARIA);
    await ready(el);
    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Пациент Мария С.' });
    await within(dialog).findByText('Нет положительных и отрицательных отзывов');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByText('Всего 2 отзыва')).toBeTruthy();
    expect(within(dialog).getByText('0 записей')).toBeTruthy();
  });

  it('a failed load: the panel closes silently (no message); the next open requests again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = profileRequests();
    const { el, q } = mount();
    const button = card(OLEG);
    await ready(el);
    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Пациент Олег В.' });
    expect(within(dialog).getByRole('status')).toBeTruthy();
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    expect(el.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] pd-patient-profile: the profile of patient/),
      expect.anything(),
    );
    const first = requests.length;
    fireEvent.click(button);
    expect(await q.findByRole('dialog', { name: 'Пациент Олег В.' })).toBeTruthy();
    await waitFor(() => expect(requests.length).toBeGreaterThan(first));
  });

  it('no valid id: nothing opens, nothing is requested, a clear error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = profileRequests();
    const { el, q } = mount();
    const button = card({ patient_id: 0, patient_mobile_id: 0, title: 'Без id' });
    await ready(el);
    fireEvent.click(button);
    // Reported at once, in the click.
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] pd-patient-profile: data-patient-data has no valid id/),
    );
    // A valid opener afterwards opens its own patient; the invalid one requested nothing.
    fireEvent.click(card(ANNA));
    await within(await q.findByRole('dialog', { name: 'Пациент Анна К.' })).findByText('92%');
    expect(requests).toEqual(['?patient_id=7000&patient_mobile_id=0']);
  });

  it('the mobile id is used; a card inside another open shadow root works (composed path); added later too', async () => {
    const requests = profileRequests();
    const { el, q } = mount();
    await ready(el);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = card(
      { patient_id: 0, patient_mobile_id: PATIENT_PROFILE_IDS.mobile, title: 'Сергей Т.' },
      shadow,
    );
    fireEvent.click(button, { composed: true });
    const dialog = await q.findByRole('dialog', { name: 'Пациент Сергей Т.' });
    await within(dialog).findByText('80%');
    expect(requests).toEqual(['?patient_id=0&patient_mobile_id=9105']);
  });

  it('a <span> opener carrying the data itself gets role=button and opens with Enter and Space', async () => {
    const { el, q } = mount();
    await ready(el);
    const span = document.createElement('span');
    span.setAttribute('data-pd-patient-profile', '');
    span.setAttribute('data-patient-data', JSON.stringify(ANNA));
    span.textContent = 'Анна К.';
    document.body.append(span);
    await waitFor(() => expect(span.getAttribute('role')).toBe('button'));
    expect(span.getAttribute('tabindex')).toBe('0');

    expect(fireEvent.keyDown(span, { key: ' ' })).toBe(false); // no page scroll
    fireEvent.keyUp(span, { key: ' ' });
    const dialog = await q.findByRole('dialog', { name: 'Пациент Анна К.' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(span, { key: 'Enter' });
    expect(await q.findByRole('dialog', { name: 'Пациент Анна К.' })).toBeTruthy();
  });

  it('one per page: a second element warns and stays inert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = mount();
    const second = mount();
    const button = card(ANNA);
    await ready(first.el);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[pd-widgets\] pd-patient-profile: only one/),
      ),
    );
    fireEvent.click(button);
    expect(await first.q.findByRole('dialog', { name: 'Пациент Анна К.' })).toBeTruthy();
    expect(second.q.queryByRole('dialog')).toBeNull();
  });
});
