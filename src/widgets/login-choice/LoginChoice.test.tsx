import { waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;

beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  history.replaceState(null, '', '/moskva/vrach/');
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  resetModals();
  resetScrollLock();
  resetConfig();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
});

function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-login-choice');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/** The widget has rendered (its closed dialog is in the shadow root) and its effects have run. */
async function mounted(el: HTMLElement) {
  await waitFor(() => expect(el.shadowRoot?.querySelector('dialog')).not.toBeNull());
}

const dialogOf = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement).findByRole('dialog');

describe('<pd-login-choice>', () => {
  const attrs = {
    'patient-login-url': '/login/',
    'profile-login-url': 'https://profile.example/login/',
    'alt-profile-login-url': 'https://profile.alt.example/login/',
    'alt-domain': 'alt.example',
  };

  it('opens from any element with data-pd-login-choice and links both entries', async () => {
    // The profile login hosts are listed by the page (ADR 187).
    configure({ allowedRedirectHosts: ['profile.example', 'profile.alt.example'] });
    const el = mount(attrs);
    const opener = document.createElement('a');
    opener.href = '/login/';
    opener.setAttribute('data-pd-login-choice', '');
    opener.innerHTML = '<span>Войти</span>';
    document.body.append(opener);
    await mounted(el);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    (opener.firstChild as HTMLElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    const dialog = await dialogOf(el);
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Пациент' })).toBeTruthy();
    expect(d.getByRole('heading', { name: 'Врач или клиника' })).toBeTruthy();
    expect(d.getByText('Записываться на приём онлайн')).toBeTruthy();
    expect(d.getByText('Отвечать на отзывы пациентов')).toBeTruthy();
    const patient = d.getByRole('link', { name: 'Войти как пациент' });
    expect(patient.textContent).toBe('Войти');
    expect(patient.getAttribute('href')).toBe(`/login/?next=${encodeURIComponent(location.href)}`);
    expect(d.getByRole('link', { name: 'Войти как врач или клиника' }).getAttribute('href')).toBe(
      'https://profile.example/login/',
    );
  });

  it('opens with the open attribute and removes it when closed', async () => {
    const el = mount({ ...attrs, open: '' });
    const dialog = await dialogOf(el);
    within(dialog).getByRole('button', { name: 'Закрыть' }).click();
    await waitFor(() => expect(el.hasAttribute('open')).toBe(false));
    await waitFor(() => expect(el.shadowRoot?.querySelector('dialog[open]')).toBeNull());
    el.setAttribute('open', '');
    await waitFor(() => expect(el.shadowRoot?.querySelector('dialog[open]')).not.toBeNull());
  });

  it('logs a clear error without profile-login-url and offers only the patient entry', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount({ open: '' });
    const dialog = await dialogOf(el);
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Войти как пациент']);
    expect(errors).toHaveBeenCalledWith(
      '[pd-widgets] pd-login-choice: attribute "profile-login-url" is required: the doctor-or-clinic login (its button is hidden)',
    );
  });

  it('leaves clicks elsewhere alone and stops listening when removed', async () => {
    const el = mount(attrs);
    await mounted(el);
    const plain = document.createElement('button');
    document.body.append(plain);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    plain.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);

    const opener = document.createElement('button');
    opener.setAttribute('data-pd-login-choice', '');
    document.body.append(opener);
    // The opener listener is registered in an effect, which preact runs after the render: wait for it.
    await waitFor(() => {
      const before = new MouseEvent('click', { bubbles: true, cancelable: true });
      opener.dispatchEvent(before);
      expect(before.defaultPrevented).toBe(true);
    });

    el.remove();
    // The runtime unmounts on its own schedule (preact defers effect cleanup): wait for the listener to go.
    await waitFor(() => {
      const later = new MouseEvent('click', { bubbles: true, cancelable: true });
      opener.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
    });
  });
});
