import { waitFor, within } from '@testing-library/dom';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../tests/msw-server';
import { isNotificationRead, resetFavourites, favouritesOf } from '../../../mocks/api/favourites';
import { DEMO_CSRF_TOKEN } from '../../../mocks/fixtures';
import { FAILING_FAVOURITE_ID, INITIAL_FAVOURITES } from '../../../mocks/fixtures/favourites';
import { SSO_SESSION_COOKIE } from '../../../mocks/fixtures/sso';
import { favouritesBatchWindow } from './favourites-api';
import { configure, resetConfig } from '../../core/config';
import { navigation } from '../../core/dom';
import { resetModals, resetScrollLock } from '../../core/modal';
import { $notices, dismissNotice } from '../../shared/toasts/notices';
import { resetSession, setSession } from '../../shared/stores';
import { favouritesMessages as msg } from './messages';
import { afterNextFrame } from './mount-slices';
import { FavouriteButton } from './FavouriteButton';
import {
  $favourites,
  favouriteState,
  PENDING_LOGIN_KEY,
  resetFavouritesStore,
  subscribeFavourite,
} from './favourites-store';
import './index';

const TAG = 'pd-favourite-button';
const PATIENT = { isAnonymous: false, isRealPatient: true, uuid: 'patient-1' };
const FAV_DOCTOR = INITIAL_FAVOURITES.doctors[0]; // 2002: in favourites at start
const PLAIN_DOCTOR = 2001; // not in favourites at start

interface Attrs {
  type?: string;
  id?: number | string;
  url?: string;
  share?: boolean;
}

function mount({ type = 'doctors', id = PLAIN_DOCTOR, url, share }: Attrs = {}) {
  const el = document.createElement(TAG);
  if (type) el.setAttribute('type', type);
  el.setAttribute('item-id', String(id));
  el.setAttribute('url', url ?? `/moskva/vrach/${id}-doctor/`);
  if (share) el.setAttribute('share', '');
  document.body.append(el);
  return el;
}

const shadow = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
const heart = (el: HTMLElement) => shadow(el).findByRole('button', { name: msg.favouriteLabel });

/** The bodies of the doctors' state requests (`POST /api/patient/favourites/doctors/`), as they start. */
function stateBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/patient/favourites/doctors/')
      bodies.push(await request.clone().json());
  });
  return bodies;
}

/**
 * Runs `steps` with the state batch held open (it cannot leave on its own, however loaded the machine); a step closes
 * the window with `favouritesBatchWindow.quietMs = 0`. The window is restored after.
 */
async function withHeldBatch(steps: () => Promise<void>) {
  const saved = { ...favouritesBatchWindow };
  Object.assign(favouritesBatchWindow, { quietMs: 60_000, maxMs: 60_000 });
  try {
    await steps();
  } finally {
    Object.assign(favouritesBatchWindow, saved);
  }
}

/** Waits until the element's heart shows `pressed` and is not busy. */
async function settled(el: HTMLElement, pressed: boolean) {
  const button = await heart(el);
  await waitFor(() => {
    expect(button.getAttribute('aria-pressed')).toBe(String(pressed));
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
  return button;
}

/** Texts of the visible notices, read from whichever element renders the toasts. */
function toastTexts(): string[] {
  return [...document.querySelectorAll(TAG)].flatMap((el) =>
    [...(el.shadowRoot?.querySelectorAll('.pd-toast__text') ?? [])].map((n) => n.textContent ?? ''),
  );
}

function toastRoot(): HTMLElement {
  const el = [...document.querySelectorAll(TAG)].find((e) => e.shadowRoot?.querySelector('[role="status"]'));
  if (!el) throw new Error('no toasts region');
  return el.shadowRoot?.querySelector('[role="status"]') as HTMLElement;
}

/** Requests of the reference API seen during a test: `METHOD /path/`. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const stateRequests = (seen: string[], type = 'doctors') =>
  seen.filter((r) => r === `POST /api/patient/favourites/${type}/`);

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;

beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ csrfToken: DEMO_CSRF_TOKEN, user: PATIENT });
  history.replaceState(null, '', '/moskva/vrach/');
});

const defaultWindow = { ...favouritesBatchWindow };

afterEach(async () => {
  Object.assign(favouritesBatchWindow, defaultWindow);
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // deferred unmount of removed elements
  server.events.removeAllListeners();
  for (const n of $notices.get()) dismissNotice(n.id);
  resetFavouritesStore();
  resetFavourites();
  resetModals();
  resetScrollLock();
  resetSession();
  resetConfig();
  sessionStorage.clear();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
});

describe('<pd-favourite-button> for a real patient', () => {
  it('asks once per type for 30 buttons of the page, and again for a button added later', async () => {
    const seen = recordRequests();
    // One React tree (the React entry's way); separate custom elements are covered in Chromium (e2e), where
    // React mounts the roots as fast as a page does.
    const ids = Array.from({ length: 30 }, (_, i) => 2001 + i);
    const view = render(
      <>
        {ids.map((id) => (
          <FavouriteButton key={id} type="doctors" itemId={id} url={`/moskva/vrach/${id}-doctor/`} />
        ))}
        <FavouriteButton type="lpu" itemId={INITIAL_FAVOURITES.lpu[0]} url="/moskva/lpu/101-yasen/" />
      </>,
    );
    const hearts = await view.findAllByRole('button', { name: msg.favouriteLabel });
    expect(hearts).toHaveLength(31);
    await waitFor(() =>
      expect(hearts.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(4),
    );
    expect(hearts.map((b) => b.getAttribute('aria-busy'))).toEqual(hearts.map(() => null));
    expect(stateRequests(seen)).toHaveLength(1);
    expect(stateRequests(seen, 'lpu')).toHaveLength(1);

    // A button that appears later (a next page of cards) gets its own request.
    const late = mount({ id: 2040 });
    await settled(late, false);
    expect(stateRequests(seen)).toHaveLength(2);
    view.unmount();
  });

  it('shares one request between 30 separately mounted elements, however slowly their roots mount', async () => {
    const seen = recordRequests();
    const els = Array.from({ length: 30 }, (_, i) => mount({ id: 2001 + i }));
    // Asked in the task that connected them, before any React root rendered (defineWidget onConnect); the map
    // hears the 30 writes as one `set` a microtask later (ADR 206).
    expect(els.filter((_, i) => favouriteState('doctors', 2001 + i).loading)).toHaveLength(30);
    await Promise.resolve();
    expect(Object.values($favourites.get()).filter((s) => s.loading)).toHaveLength(30);
    await settled(els[1], true);
    await settled(els[0], false);
    await settled(els[2], false);
    expect(stateRequests(seen)).toHaveLength(1);
  });

  it('leaves a button removed before its batch left out of the state request', async () => {
    const bodies = stateBodies();
    // The batch cannot leave on its own while the first button mounts and goes, however loaded the machine; the
    // second button then closes the window at once (a batch nobody is left in sends nothing: core/http/batch.test).
    await withHeldBatch(async () => {
      const gone = mount({ id: 2001 });
      await heart(gone);
      gone.remove();
      // The removed button's unmount dropped its held call (the store no longer waits on it).
      await waitFor(() => expect($favourites.get()['doctors:2001']?.loading).toBe(false));
      favouritesBatchWindow.quietMs = 0;
      await settled(mount({ id: 2002 }), true);
      expect(bodies).toEqual([[2002]]); // §7: one POST, without the removed button's id
    });
  });

  it('leaves a button removed before its first render, or right after it, out of the state request', async () => {
    const bodies = stateBodies();
    await withHeldBatch(async () => {
      // Removed in the task that connected it: its first render (its slice) never comes.
      const unrendered = mount({ id: 2001 });
      unrendered.remove();
      // Removed in the task of its first render, before any later task (Preact runs plain effects after a frame).
      const rendered = mount({ id: 2003 });
      const observer = new MutationObserver(() => {
        if (rendered.shadowRoot?.querySelector('button')) {
          observer.disconnect();
          rendered.remove();
        }
      });
      observer.observe(rendered.shadowRoot!, { childList: true, subtree: true });
      await waitFor(() => {
        expect($favourites.get()['doctors:2001']?.loading).toBe(false);
        expect($favourites.get()['doctors:2003']?.loading).toBe(false);
      });
      favouritesBatchWindow.quietMs = 0;
      await settled(mount({ id: 2002 }), true);
      await waitFor(() => expect(bodies).toEqual([[2002]])); // §7: one POST, without the removed buttons' ids
    });
  });

  it('sends every id of the batch in one body', async () => {
    const bodies = stateBodies();
    const els = [mount({ id: 2001 }), mount({ id: 2002 }), mount({ id: 2001 })];
    await settled(els[1], true);
    await settled(els[2], false);
    expect(bodies).toEqual([[2001, 2002]]);
  });

  it('adds with the notice and its link to /favourites, and tells the page', async () => {
    const el = mount({ id: PLAIN_DOCTOR });
    const changes: unknown[] = [];
    document.addEventListener('favourite:change', (e) => changes.push((e as CustomEvent).detail));
    const button = await settled(el, false);
    button.click();
    await settled(el, true);
    expect(favouritesOf().doctors.has(PLAIN_DOCTOR)).toBe(true);
    expect(toastTexts()).toEqual([msg.added]);
    const link = within(toastRoot()).getByRole('link', { name: msg.goToFavourites });
    expect(link.getAttribute('href')).toBe('/favourites');
    expect(toastRoot().getAttribute('aria-live')).toBe('polite');
    expect(changes).toEqual([{ type: 'doctors', id: PLAIN_DOCTOR, inFavourites: true }]);
  });

  it("removes, then 'Отменить' re-adds and says 'Восстановлено'", async () => {
    const el = mount({ id: FAV_DOCTOR });
    const button = await settled(el, true);
    button.click();
    await settled(el, false);
    expect(favouritesOf().doctors.has(FAV_DOCTOR)).toBe(false);
    expect(toastTexts()).toEqual([msg.removed]);
    within(toastRoot()).getByRole('button', { name: msg.undo }).click();
    await settled(el, true);
    expect(favouritesOf().doctors.has(FAV_DOCTOR)).toBe(true);
    await waitFor(() => expect(toastTexts()).toEqual([msg.restored]));
  });

  it("§4 'Отменить' of an old notice does nothing once the item's state changed (a re-add since then)", async () => {
    const seen = recordRequests();
    const el = mount({ id: FAV_DOCTOR });
    const button = await settled(el, true);
    button.click();
    await settled(el, false);
    const staleUndo = within(toastRoot()).getByRole('button', { name: msg.undo });
    button.click(); // re-added with the heart: the old notice's undo is stale now
    await settled(el, true);
    staleUndo.click();
    button.click(); // removed again: its own notice's undo still works
    await settled(el, false);
    const adds = () => seen.filter((r) => r === `POST /api/patient/favourites/doctors/${FAV_DOCTOR}/`);
    expect(adds()).toHaveLength(1);
    expect(toastTexts()).not.toContain(msg.restored);
    expect(favouritesOf().doctors.has(FAV_DOCTOR)).toBe(false);
    const undos = within(toastRoot()).getAllByRole('button', { name: msg.undo });
    undos[undos.length - 1]!.click();
    await settled(el, true);
    await waitFor(() => expect(toastTexts()).toContain(msg.restored));
    expect(adds()).toHaveLength(2);
  });

  it('ignores clicks while a request runs (one POST for a double click)', async () => {
    const seen = recordRequests();
    const el = mount({ id: PLAIN_DOCTOR });
    const button = await settled(el, false);
    button.click();
    button.click();
    await settled(el, true);
    expect(seen.filter((r) => r === `POST /api/patient/favourites/doctors/${PLAIN_DOCTOR}/`)).toHaveLength(1);
  });

  it('shows a generic error notice when the add fails and ends loading', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount({ id: FAILING_FAVOURITE_ID });
    const button = await settled(el, false);
    button.click();
    await waitFor(() => expect(toastTexts()).toEqual(['Что-то пошло не так']));
    await settled(el, false);
    expect(toastRoot().querySelector('[data-tone="error"]')).not.toBeNull();
    expect(errors.mock.calls.some((c) => String(c[0]).startsWith('[pd-widgets] pd-favourite-button:'))).toBe(
      true,
    );
  });

  it('shows the error notice when the delete fails, and the item stays a favourite', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.delete('*/api/patient/favourites/:type/:id/', () => HttpResponse.json({}, { status: 500 })),
    );
    const el = mount({ id: FAV_DOCTOR });
    (await settled(el, true)).click();
    await waitFor(() => expect(toastTexts()).toEqual(['Что-то пошло не так']));
    await settled(el, true);
  });

  it('keeps two buttons of the same item in sync and renders one toasts region', async () => {
    const a = mount({ id: PLAIN_DOCTOR });
    const b = mount({ id: PLAIN_DOCTOR, share: true });
    (await settled(a, false)).click();
    await settled(b, true);
    await waitFor(() => expect(toastTexts()).toEqual([msg.added]));
    const regions = [a, b].filter((el) => el.shadowRoot?.querySelector('[role="status"]'));
    expect(regions).toEqual([a]);
  });

  it('§6 isRealPatient is checked against the stored identity on page load: another identity gets no favourites', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = recordRequests();
    document.cookie = `${SSO_SESSION_COOKIE}=someone-else; path=/`;
    try {
      const el = mount({ id: FAV_DOCTOR });
      await waitFor(() => expect(seen).toContain('GET /services/auth/pull/'));
      await waitFor(() => expect(el.shadowRoot?.querySelector('button')).toBeNull());
      expect(stateRequests(seen)).toEqual([]);
      expect(warn.mock.calls.some((c) => String(c[0]).includes('pull'))).toBe(true);
    } finally {
      document.cookie = `${SSO_SESSION_COOKIE}=; max-age=0; path=/`;
    }
  });

  it('§6 the stored identity confirmed by the pull: the page load asks the states after it', async () => {
    const seen = recordRequests();
    document.cookie = `${SSO_SESSION_COOKIE}=${PATIENT.uuid}; path=/`;
    try {
      const el = mount({ id: FAV_DOCTOR });
      await settled(el, true);
      expect(seen.slice(0, 2)).toEqual(['GET /services/auth/pull/', 'POST /api/patient/favourites/doctors/']);
    } finally {
      document.cookie = `${SSO_SESSION_COOKIE}=; max-age=0; path=/`;
    }
  });

  it('renders nothing for other logged-in kinds, and nothing is requested', async () => {
    const seen = recordRequests();
    configure({ user: { isAnonymous: false, isRealPatient: false, uuid: 'doctor-7' } });
    const el = mount({ id: PLAIN_DOCTOR });
    await new Promise((r) => setTimeout(r, favouritesBatchWindow.maxMs + 30));
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('logs a clear console error for malformed attributes and renders nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount({ type: 'clinic', id: 0 });
    await waitFor(() => expect(errors).toHaveBeenCalled());
    const messages = errors.mock.calls.map((c) => String(c[0]));
    expect(messages).toContain(
      '[pd-widgets] pd-favourite-button: attribute "type" must be "doctors" or "lpu", got "clinic"',
    );
    expect(messages).toContain(
      '[pd-widgets] pd-favourite-button: attribute "item-id" must be an integer above 0, got "0"',
    );
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
  });

  it('marks the notification read once when notification_id is in the URL', async () => {
    history.replaceState(null, '', '/favourites/?notification_id=77');
    const seen = recordRequests();
    mount({ id: 2001 });
    mount({ id: 2003 });
    await waitFor(() => expect(isNotificationRead(77)).toBe(true));
    expect(seen.filter((r) => r === 'PATCH /api/medtochka/notifications/77/')).toHaveLength(1);
  });

  it('does not mark the notification read without a CSRF token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the state request gets a 403 too
    resetConfig();
    configure({ user: PATIENT });
    document.cookie = 'csrftoken=; max-age=0; path=/';
    try {
      history.replaceState(null, '', '/favourites/?notification_id=78');
      const seen = recordRequests();
      const el = mount({ id: 2001 });
      await heart(el);
      await new Promise((r) => setTimeout(r, favouritesBatchWindow.maxMs + 30));
      expect(seen.filter((r) => r.startsWith('PATCH'))).toEqual([]);
    } finally {
      document.cookie = `csrftoken=${DEMO_CSRF_TOKEN}; path=/`;
    }
  });
});

describe('<pd-favourite-button> login return', () => {
  it('adds the item on return when the id matches, then drops the parameter from the URL', async () => {
    history.replaceState(null, '', `/moskva/vrach/?page=2&addToFavourites=${PLAIN_DOCTOR}#list`);
    const other = mount({ id: 2003 });
    const el = mount({ id: PLAIN_DOCTOR });
    await settled(el, true);
    await settled(other, false);
    expect(favouritesOf().doctors.has(PLAIN_DOCTOR)).toBe(true);
    await waitFor(() =>
      expect(`${location.pathname}${location.search}${location.hash}`).toBe('/moskva/vrach/?page=2#list'),
    );
    expect(toastTexts()).toEqual([msg.added]);
  });

  it('does not add an item that is already a favourite, and still cleans the URL', async () => {
    const seen = recordRequests();
    history.replaceState(null, '', `/moskva/vrach/?addToFavourites=${FAV_DOCTOR}`);
    const el = mount({ id: FAV_DOCTOR });
    await settled(el, true);
    await waitFor(() => expect(location.search).toBe(''));
    expect(seen.filter((r) => r.endsWith(`/${FAV_DOCTOR}/`))).toEqual([]);
  });

  it('uses the remembered type to tell a doctor from a clinic with the same id', async () => {
    sessionStorage.setItem(PENDING_LOGIN_KEY, 'lpu:2001');
    history.replaceState(null, '', '/moskva/lpu/?addToFavourites=2001');
    const doctor = mount({ type: 'doctors', id: 2001 });
    const clinic = mount({ type: 'lpu', id: 2001 });
    await settled(clinic, true);
    await settled(doctor, false);
    expect(favouritesOf().lpu.has(2001)).toBe(true);
    expect(favouritesOf().doctors.has(2001)).toBe(false);
  });

  it('waits while the user is anonymous and adds once the session becomes a patient', async () => {
    configure({ user: { isAnonymous: true, isRealPatient: false, uuid: null } });
    history.replaceState(null, '', `/moskva/vrach/?addToFavourites=${PLAIN_DOCTOR}`);
    const el = mount({ id: PLAIN_DOCTOR });
    await settled(el, false);
    expect(location.search).toContain('addToFavourites');
    setSession(PATIENT);
    await settled(el, true);
    expect(favouritesOf().doctors.has(PLAIN_DOCTOR)).toBe(true);
  });
});

describe('<pd-favourite-button> for an anonymous visitor', () => {
  beforeEach(() => {
    configure({ user: { isAnonymous: true, isRealPatient: false, uuid: null } });
  });

  it('asks nothing, and a click opens the login prompt whose Войти goes to the login page with next', async () => {
    const seen = recordRequests();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    history.replaceState(null, '', '/moskva/vrach/?page=2');
    const el = mount({ id: 2001 });
    (await heart(el)).click();
    const dialog = await shadow(el).findByRole('alertdialog');
    expect(within(dialog).getByText('Необходимо войти в личный кабинет')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Не сейчас' })).toBeTruthy();
    within(dialog).getByRole('button', { name: 'Войти' }).click();
    const next = `${location.origin}/moskva/vrach/?page=2&addToFavourites=2001`;
    expect(assign).toHaveBeenCalledWith(`/login/?next=${encodeURIComponent(next)}`);
    expect(sessionStorage.getItem(PENDING_LOGIN_KEY)).toBe('doctors:2001');
    expect(seen).toEqual([]);
  });

  it("'Не сейчас' closes the prompt and stays on the page", async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const el = mount({ id: 2001 });
    (await heart(el)).click();
    const dialog = await shadow(el).findByRole('alertdialog');
    within(dialog).getByRole('button', { name: 'Не сейчас' }).click();
    await waitFor(() => expect(el.shadowRoot?.querySelector('dialog[open]')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it('uses config loginUrl', async () => {
    configure({ loginUrl: '/accounts/login/?source=fav' });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const el = mount({ type: 'lpu', id: 101 });
    (await heart(el)).click();
    const dialog = await shadow(el).findByRole('alertdialog');
    within(dialog).getByRole('button', { name: 'Войти' }).click();
    expect(assign.mock.calls[0][0]).toMatch(/^\/accounts\/login\/\?source=fav&next=/);
  });

  it('fetches the states when another widget logs the user in', async () => {
    const seen = recordRequests();
    const a = mount({ id: FAV_DOCTOR });
    const b = mount({ id: 2001 });
    await settled(a, false);
    expect(seen).toEqual([]);
    setSession(PATIENT);
    await settled(a, true);
    await settled(b, false);
    expect(stateRequests(seen)).toHaveLength(1);
    // Now a click adds instead of prompting.
    (await heart(b)).click();
    await settled(b, true);
    expect(b.shadowRoot?.querySelector('dialog')).toBeNull();
  });
});

describe('<pd-favourite-button share>', () => {
  const share = (el: HTMLElement) => shadow(el).findByRole('button', { name: msg.shareLabel });
  let goals: string[];
  const onGoal = (e: Event) => goals.push((e as CustomEvent<{ name: string }>).detail.name);
  beforeEach(() => {
    goals = [];
    window.addEventListener('pd:goal', onGoal);
  });
  afterEach(() => {
    window.removeEventListener('pd:goal', onGoal);
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  /** Replaces navigator.share and navigator.clipboard for one test (restored in afterEach). */
  function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined) {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
      writable: true,
    });
    return writeText;
  }

  it('is 72 px wide with the share icon, and shares the item URL with the goal of the page kind', async () => {
    const shareFn = vi.fn<(data: ShareData) => Promise<void>>(async () => {});
    stubNavigator(shareFn);
    history.replaceState(null, '', '/moskva/vrach/1001-ivanova/');
    const el = mount({ id: 2001, url: '/moskva/vrach/2001-abramova/', share: true });
    (await share(el)).click();
    await waitFor(() =>
      expect(shareFn).toHaveBeenCalledWith({ url: `${location.origin}/moskva/vrach/2001-abramova/` }),
    );
    expect(goals).toEqual(['shareButton_doctor_doctorCard']);
    expect(el.shadowRoot?.querySelector('[part="favourite"]')?.hasAttribute('data-share')).toBe(true);
  });

  it("copies the link with 'Ссылка скопирована' when there is no share API", async () => {
    const writeText = stubNavigator(undefined);
    const el = mount({ type: 'lpu', id: 101, url: '/moskva/lpu/101-yasen/', share: true });
    (await share(el)).click();
    await waitFor(() => expect(toastTexts()).toEqual([msg.linkCopied]));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/moskva/lpu/101-yasen/`);
    expect(goals).toEqual(['shareButton_lpu_doctorList']);
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const writeText = stubNavigator(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    const el = mount({ id: 2001, share: true });
    (await share(el)).click();
    await waitFor(() => expect(toastTexts()).toEqual([msg.linkCopied]));
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the user closes the share sheet (AbortError)', async () => {
    const shareFn = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const writeText = stubNavigator(shareFn);
    const el = mount({ id: 2001, share: true });
    (await share(el)).click();
    await waitFor(() => expect(shareFn).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(writeText).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });
});

describe('favourites at scale (issue 19, ADR 187)', () => {
  it("300 buttons: one listener on the map, and one item's change reaches only its own button", async () => {
    const ids = Array.from({ length: 300 }, (_, i) => 5001 + i);
    const view = render(
      <>
        {ids.map((id) => (
          <FavouriteButton key={id} type="doctors" itemId={id} url={`/moskva/vrach/${id}-doctor/`} />
        ))}
      </>,
    );
    await waitFor(() => expect(view.container.querySelectorAll('[aria-busy]')).toHaveLength(0));
    // Before: every button subscribed to the whole map (300 listeners, each hearing all 300 replies).
    expect($favourites.lc).toBe(1);

    const heard: string[] = [];
    const stops = ids.map((id) => subscribeFavourite(`doctors:${id}`, () => heard.push(`doctors:${id}`)));
    $favourites.setKey('doctors:5150', { ...$favourites.get()['doctors:5150']!, inFavourites: true });
    await waitFor(() => expect(heard).toEqual(['doctors:5150']));
    await waitFor(() =>
      expect(view.container.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(1),
    );
    stops.forEach((stop) => stop());
    view.unmount();
    expect($favourites.lc).toBe(0);
  });

  it('a change of 300 items at once is told in slices, the main thread back between them, each button once', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => 7001 + i);
    const heard: string[] = [];
    const stops = ids.map((id) => subscribeFavourite(`doctors:${id}`, () => heard.push(`doctors:${id}`)));
    const next = { ...$favourites.get() };
    for (const id of ids) next[`doctors:${id}`] = { inFavourites: true, known: true, loading: false };
    $favourites.set(next);
    // Nothing in the task that made the change (ADR 207: a state reply has spent its time parsing and settling
    // 500 callers); the slices follow after the next frame, each in a later task.
    await Promise.resolve();
    await Promise.resolve();
    expect(heard).toEqual([]);
    await afterNextFrame();
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.length).toBeLessThan(300);
    await waitFor(() => expect(heard).toHaveLength(300));
    expect(new Set(heard).size).toBe(300);
    // A change of one item (a click) is told a microtask later, as before.
    heard.length = 0;
    $favourites.setKey('doctors:7001', { inFavourites: false, known: true, loading: false });
    await Promise.resolve();
    await Promise.resolve();
    expect(heard).toEqual(['doctors:7001']);
    stops.forEach((stop) => stop());
  });
});
