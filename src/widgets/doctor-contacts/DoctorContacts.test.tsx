import { fireEvent, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import {
  CONTACTS_DOCTOR_IDS,
  CONTACTS_FAILING_DOCTOR_ID,
  doctorContacts,
} from '../../../mocks/fixtures/contacts';
import { leaveNavigation } from './contacts-api';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { $notices, dismissNotice } from '../../shared/toasts/notices';
import { $session, resetSession } from '../../shared/stores';
import './index';

// The phone confirmation dialog of src/widgets/phone-auth, as the contacts widget renders it (props {open, onClose,
// onLogin(uuid)}): a stand-in with the same props, so this test checks the contacts side of the hand-over.
vi.mock('./PhoneAuthGate', () => ({
  preloadPhoneAuth: () => Promise.resolve(),
  PhoneAuthGate: ({
    open,
    onClose,
    onLogin,
  }: {
    open: boolean;
    onClose: () => void;
    onLogin: (u: string) => void;
  }) =>
    open ? (
      <div role="dialog" aria-label="Подтверждение телефона">
        <button type="button" onClick={() => onLogin('uuid-after-sms')}>
          Подтвердить
        </button>
        <button type="button" onClick={onClose}>
          Закрыть
        </button>
      </div>
    ) : null,
}));

type HappyWindow = Window & { happyDOM: { setViewport(v: { width: number; height: number }): void } };
const setDesktop = (desktop: boolean) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: desktop ? 1280 : 390, height: 800 });

const IVANOVA = { id: CONTACTS_DOCTOR_IDS.ivanova, fio: 'Иванова Анна Сергеевна' };
const PETROV = { id: CONTACTS_DOCTOR_IDS.petrov, fio: 'Петров Дмитрий Алексеевич' };

function opener(doctor: { id: number | string; fio: string }, tag = 'button', text = 'Контакты') {
  const el = document.createElement(tag);
  el.setAttribute('data-pd-doctor-contacts', '');
  el.setAttribute('data-doctor-id', String(doctor.id));
  el.setAttribute('data-doctor-fio', doctor.fio);
  el.textContent = text;
  document.body.append(el);
  return el;
}

function mount() {
  const el = document.createElement('pd-doctor-contacts');
  document.body.append(el);
  const q = within(el.shadowRoot as unknown as HTMLElement);
  return { el, q };
}

/** The element has rendered (React root in the shadow root, document listeners attached). */
async function ready(el: HTMLElement) {
  await waitFor(() => expect(el.shadowRoot?.childNodes.length).toBeGreaterThan(0));
}

function contactRequests() {
  const seen: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/doctor/contacts/') seen.push(url.searchParams.get('doctor_id') ?? '');
  };
  server.events.on('request:start', onStart);
  return seen;
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ user: { isAnonymous: false, isRealPatient: true, uuid: 'u-1' } });
  setDesktop(false);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // the deferred unmount of removed elements
  server.events.removeAllListeners();
  for (const n of $notices.get()) dismissNotice(n.id);
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetModals();
  resetScrollLock();
  resetSession();
  resetConfig();
});

describe('<pd-doctor-contacts>', () => {
  it('a click on a [data-pd-doctor-contacts] element opens "Контакты врача": 3 skeleton rows, then the contacts', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/api/doctor/contacts/', async ({ request }) => {
        await held;
        const id = Number(new URL(request.url).searchParams.get('doctor_id'));
        return HttpResponse.json(doctorContacts(id));
      }),
    );
    const { el, q } = mount();
    const button = opener(IVANOVA);
    await ready(el);
    expect(q.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Контакты врача' });
    expect(dialog.getAttribute('data-variant')).toBe('bottom-sheet');
    const skeleton = within(dialog).getByRole('status', { name: 'Загружаем контакты' });
    expect(skeleton.querySelectorAll('.pd-skeleton__row')).toHaveLength(3);
    expect(within(dialog).getByText(IVANOVA.fio)).toBeTruthy();

    release();
    const list = await within(dialog).findByRole('list', { name: 'Способы связи' });
    expect(within(dialog).queryByRole('status', { name: 'Загружаем контакты' })).toBeNull();
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.dc__name')?.textContent);
    expect(names).toEqual([
      'Телефон',
      'Электронная почта',
      'WhatsApp*',
      'Telegram',
      'Личный сайт',
      'Блог в Дзене',
    ]);
    // Icons are decorative: one hidden svg per row, the name is the text.
    for (const li of within(list).getAllByRole('listitem')) {
      expect(li.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(
      within(dialog)
        .getByRole('link', { name: /Электронная почта/ })
        .getAttribute('href'),
    ).toBe('mailto:ivanova.anna@example.ru');
    // WhatsApp is listed: the footnote about Meta.
    expect(
      within(dialog).getByText(
        '* Принадлежит компании Meta, признанной экстремистской и запрещённой на территории РФ',
      ),
    ).toBeTruthy();
  });

  it('mobile: the phone row is a tel:+7 link with the formatted number', async () => {
    const { el, q } = mount();
    const button = opener(IVANOVA);
    await ready(el);
    fireEvent.click(button);
    const phone = await q.findByRole('link', { name: /^Телефон/ });
    expect(phone.getAttribute('href')).toBe('tel:+79161234567');
    expect(phone.textContent).toContain('+7 916 123-45-67');
  });

  it('desktop: a 360-px side sheet; the first click on the phone reveals the formatted number', async () => {
    setDesktop(true);
    const { el, q } = mount();
    const button = opener(IVANOVA);
    await ready(el);
    fireEvent.click(button);
    const dialog = await q.findByRole('dialog', { name: 'Контакты врача' });
    expect(dialog.getAttribute('data-variant')).toBe('side-sheet');
    const container = dialog.querySelector('.pd-modal__container') as HTMLElement;
    expect(container.style.getPropertyValue('--pd-modal-width')).toBe('360px');

    const reveal = await within(dialog).findByRole('button', { name: /Телефон\s*Показать номер/ });
    expect(dialog.textContent).not.toContain('916 123-45-67');
    expect(within(dialog).queryByRole('link', { name: /^Телефон/ })).toBeNull();
    fireEvent.click(reveal);
    const link = await within(dialog).findByRole('link', { name: /Телефон/ });
    expect(link.getAttribute('href')).toBe('tel:+79161234567');
    expect(link.textContent).toContain('+7 916 123-45-67');
    expect(within(dialog).queryByRole('button', { name: /Показать номер/ })).toBeNull();
  });

  it('an external contact is posted to /leave/ in a new tab with the CSRF token, the domain, url and doctor_fio', async () => {
    const forms: Record<string, FormDataEntryValue>[] = [];
    const targets: string[] = [];
    vi.spyOn(leaveNavigation, 'submit').mockImplementation((form) => {
      forms.push(Object.fromEntries(new FormData(form)));
      targets.push(
        `${form.method} ${new URL(form.action).pathname} ${form.target} ${form.parentNode === document.body}`,
      );
    });
    const { el, q } = mount();
    const button = opener(IVANOVA);
    await ready(el);
    fireEvent.click(button);
    const telegram = await q.findByRole('link', { name: /^Telegram/ });
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.textContent).toContain('(откроется в новой вкладке)');
    const click = fireEvent.click(telegram);
    expect(click).toBe(false); // the plain link navigation is replaced by the form
    expect(forms).toEqual([
      {
        csrfmiddlewaretoken: DEMO_CSRF_TOKEN,
        domain: 't.me',
        url: 'https://t.me/dr_ivanova_anna',
        doctor_fio: IVANOVA.fio,
      },
    ]);
    expect(targets).toEqual(['post /leave/ _blank true']);
    expect(document.querySelector('form')).toBeNull();
  });

  it('a failed load: the toast "Произошла ошибка. Попробуйте ещё раз" and the panel closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el, q } = mount();
    const button = opener({ id: CONTACTS_FAILING_DOCTOR_ID, fio: 'Морозов Алексей Игоревич' });
    await ready(el);
    fireEvent.click(button);
    expect(await q.findByRole('dialog', { name: 'Контакты врача' })).toBeTruthy();
    expect(await q.findByText('Произошла ошибка. Попробуйте ещё раз')).toBeTruthy();
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
  });

  it('an anonymous user gets the phone confirmation first; after the login the panel opens and loads once', async () => {
    configure({ user: { isAnonymous: true, isRealPatient: false, uuid: null } });
    const requests = contactRequests();
    const { el, q } = mount();
    const button = opener(IVANOVA);
    await ready(el);
    fireEvent.click(button);
    const auth = await q.findByRole('dialog', { name: 'Подтверждение телефона' });
    expect(q.queryByRole('dialog', { name: 'Контакты врача' })).toBeNull();
    expect(requests).toEqual([]);

    fireEvent.click(within(auth).getByRole('button', { name: 'Подтвердить' }));
    expect($session.get()).toMatchObject({ isAnonymous: false, uuid: 'uuid-after-sms' });
    const dialog = await q.findByRole('dialog', { name: 'Контакты врача' });
    await within(dialog).findByRole('list');
    expect(q.queryByRole('dialog', { name: 'Подтверждение телефона' })).toBeNull();

    // Close and open again: no second request (loaded once).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());
    fireEvent.click(button);
    await within(await q.findByRole('dialog', { name: 'Контакты врача' })).findByRole('list');
    expect(requests).toEqual([String(IVANOVA.id)]);
  });

  it('a non-button opener gets role=button and opens with Enter and Space; booking §2 the footnote about the banned company networks is always shown', async () => {
    const { el, q } = mount();
    const span = opener(PETROV, 'span', 'Связаться');
    await ready(el);
    expect(span.getAttribute('role')).toBe('button');
    expect(span.getAttribute('tabindex')).toBe('0');

    const down = fireEvent.keyDown(span, { key: ' ' });
    expect(down).toBe(false); // no page scroll
    fireEvent.keyUp(span, { key: ' ' });
    const dialog = await q.findByRole('dialog', { name: 'Контакты врача' });
    await within(dialog).findByRole('list');
    // No WhatsApp listed, the footnote still shows (§2; issue 20 item 22).
    expect(within(dialog).getByText(/Принадлежит компании Meta/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(q.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(span, { key: 'Enter' });
    expect(await q.findByRole('dialog', { name: 'Контакты врача' })).toBeTruthy();
  });

  it('an opener added later works too; an opener without a doctor id opens nothing and is reported', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = contactRequests();
    const { el, q } = mount();
    await ready(el);
    const bad = opener({ id: '', fio: 'Без id' });
    fireEvent.click(bad);
    await new Promise((r) => setTimeout(r, 30));
    expect(q.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pd-widgets\] pd-doctor-contacts: .*data-doctor-id/),
    );

    const later = opener(PETROV);
    fireEvent.click(later);
    expect(await q.findByRole('dialog', { name: 'Контакты врача' })).toBeTruthy();
  });

  it('one per page: a second element warns and stays inert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = mount();
    const second = mount();
    const button = opener(IVANOVA);
    await ready(first.el);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[pd-widgets\] pd-doctor-contacts: only one/));
    fireEvent.click(button);
    expect(await first.q.findByRole('dialog', { name: 'Контакты врача' })).toBeTruthy();
    expect(second.q.queryByRole('dialog')).toBeNull();
  });

  it('one per page: when the used element leaves the page, the next one takes its openers over', async () => {
    // A page that swaps its content (a re-rendered host app, a Django partial) adds the new element before the old
    // one is gone: the new one must not stay inert once the old one has left.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = mount();
    await ready(first.el);
    const second = mount();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[pd-widgets\] pd-doctor-contacts: only one/),
      ),
    );
    first.el.remove();
    // Its root unmounts in a microtask after the removal (define.ts: a move keeps the root).
    await waitFor(() => expect(first.el.shadowRoot?.childNodes.length).toBe(0));
    fireEvent.click(opener(IVANOVA));
    expect(await second.q.findByRole('dialog', { name: 'Контакты врача' })).toBeTruthy();
  });
});
