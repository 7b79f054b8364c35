import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, resetScrollLock } from '../../core/modal';
import { REVIEW_REWARD_WIDTH } from './review-reward-model';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;

beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  added = undefined;
  document.body.innerHTML = '';
  // The element unmounts a microtask after it leaves the document; then the modal stack is reset.
  await new Promise((r) => setTimeout(r, 0));
  resetModals();
  resetScrollLock();
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
});

const LINKS = '{"doctorReviewUrl":"/new/rate/doctor/1001/","lpuReviewUrl":"/new/rate/lpu/45/","lpuList":[]}';
const CLINICS = JSON.stringify({
  lpuList: [
    {
      name: 'Медицинский центр «Ясень»',
      address: 'ул. Большая Дорогомиловская, д. 9',
      reviewUrl: '/new/rate/lpu/45/',
    },
    { name: 'Клиника «Добрый доктор»', address: 'ул. Марксистская, д. 3', reviewUrl: '/new/rate/lpu/46/' },
  ],
});

function opener(payload: string, tag = 'button', text = 'Скидка за отзыв') {
  const el = document.createElement(tag);
  el.setAttribute('data-pd-review-reward', payload);
  el.textContent = text;
  document.body.append(el);
  return el;
}

let added: ReturnType<typeof vi.spyOn> | undefined;

function mount() {
  added ??= vi.spyOn(document, 'addEventListener');
  const el = document.createElement('pd-review-reward');
  document.body.append(el);
  return el;
}

/**
 * The element mounted by this test listens. It draws nothing until opened, so the sign is its document `keyup`
 * listener. (Not a `<span>` opener getting role=button: the previous test's element may still be unmounting under
 * preact, and its observer would do that.)
 */
async function listening() {
  await waitFor(() => expect(added).toHaveBeenCalledWith('keyup', expect.any(Function)));
}

const dialogOf = (el: HTMLElement) =>
  within(el.shadowRoot as unknown as HTMLElement).findByRole('dialog', {
    name: 'Дарим скидку 300 ₽ за честный отзыв',
  });

describe('<pd-review-reward> (portal-identity-reviews §2 "Review-reward info popup", §3, §9)', () => {
  it("opens from a button with the doctor and clinic links; 'Хорошо' closes it and the focus returns", async () => {
    const el = mount();
    const button = opener(LINKS);
    await listening();
    button.focus();
    fireEvent.click(button);
    const dialog = await dialogOf(el);
    const d = within(dialog);
    expect(d.getByText(/После проверки отзыва мы подарим вам скидку 300/)).toBeTruthy();
    expect(d.getByRole('link', { name: 'Оставить отзыв о враче' }).getAttribute('href')).toBe(
      '/new/rate/doctor/1001/',
    );
    expect(d.getByRole('link', { name: 'Оставить отзыв о клинике' }).getAttribute('href')).toBe(
      '/new/rate/lpu/45/',
    );
    expect(d.queryByRole('list')).toBeNull();
    const container = dialog.querySelector<HTMLElement>('.pd-modal__container');
    expect(container?.classList.contains('rr')).toBe(true);
    expect(container?.style.getPropertyValue('--pd-modal-width')).toBe(`${REVIEW_REWARD_WIDTH}px`);

    fireEvent.click(d.getByRole('button', { name: 'Хорошо' }));
    await waitFor(() => expect(el.shadowRoot?.querySelector('dialog[open]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('a non-button opener gets role=button and opens on Enter; a clinic list with names, addresses and links', async () => {
    const el = mount();
    const span = opener(CLINICS, 'span');
    await listening();
    expect(span.getAttribute('tabindex')).toBe('0');
    expect(span.getAttribute('role')).toBe('button');
    fireEvent.keyDown(span, { key: 'Enter' });
    const d = within(await dialogOf(el));
    const list = d.getByRole('list', { name: 'Выберите клинику, о которой хотите оставить отзыв:' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/new/rate/lpu/45/', '/new/rate/lpu/46/']);
    expect(links[0].textContent).toBe('Медицинский центр «Ясень»ул. Большая Дорогомиловская, д. 9');
    expect(d.queryByRole('link', { name: 'Оставить отзыв о враче' })).toBeNull();
    expect(d.queryByRole('link', { name: 'Оставить отзыв о клинике' })).toBeNull();
  });

  it('a link opener does not navigate; a click inside the opener counts', async () => {
    const el = mount();
    const a = opener(LINKS, 'a');
    a.setAttribute('href', '/fallback/');
    a.innerHTML = '<span>Скидка</span>';
    await listening();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    (a.firstChild as HTMLElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await dialogOf(el);
  });

  it('invalid JSON or no usable link: [pd-widgets] pd-review-reward: … and nothing opens', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount();
    const broken = opener('{"doctorReviewUrl":');
    const unsafe = opener('{"doctorReviewUrl":"javascript:alert(1)"}');
    await listening();
    fireEvent.click(broken);
    fireEvent.click(unsafe);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[pd-widgets\] pd-review-reward: data-pd-review-reward is not valid JSON .*; nothing opens$/,
      ),
    );
    expect(errors).toHaveBeenCalledWith(
      '[pd-widgets] pd-review-reward: the payload has no usable link (doctorReviewUrl, lpuReviewUrl or lpuList); nothing opens',
    );
    // Rendered nothing at all (no dialog was ever wanted).
    expect(el.shadowRoot?.querySelector('dialog')).toBeNull();
  });

  it('one per page: a second element warns and stays inert (one dialog opens)', async () => {
    const warns = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = mount();
    await listening();
    const second = mount();
    await waitFor(() =>
      expect(warns).toHaveBeenCalledWith(
        '[pd-widgets] pd-review-reward: only one <pd-review-reward> per page is used; this one stays inert',
      ),
    );
    fireEvent.click(opener(LINKS));
    await dialogOf(first);
    expect(second.shadowRoot?.querySelector('dialog')).toBeNull();
  });
});
