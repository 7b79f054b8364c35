import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../core/config';
import { $notices, dismissNotice } from '../../shared/toasts/notices';
import { shareButtonMessages as msg } from './messages';
import { SHARE_BUTTON_TAG } from './index';

let goals: string[] = [];
const onGoal = (e: Event) => goals.push((e as CustomEvent<{ name: string }>).detail.name);

function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined) {
  const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
  return writeText;
}

function mount(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement(SHARE_BUTTON_TAG);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

async function button(el: HTMLElement): Promise<HTMLElement> {
  return within(el.shadowRoot as unknown as HTMLElement).findByRole('button', { name: msg.label });
}

function toastTexts(): string[] {
  return [...document.querySelectorAll(SHARE_BUTTON_TAG)].flatMap((el) =>
    [...(el.shadowRoot?.querySelectorAll('.pd-toast__text') ?? [])].map((n) => n.textContent ?? ''),
  );
}

beforeEach(() => {
  goals = [];
  window.addEventListener('pd:goal', onGoal);
  history.replaceState(null, '', '/moskva/vrach/1001-ivanova/');
});
afterEach(async () => {
  window.removeEventListener('pd:goal', onGoal);
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0)); // deferred unmount of removed elements
  for (const n of $notices.get()) dismissNotice(n.id);
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  resetConfig();
  history.replaceState(null, '', '/');
});

describe('<pd-share-button> (portal-identity-reviews §7 share goal, §8 "Sharing")', () => {
  it('opens the share sheet with the absolute URL and sends shareButton_{kind}_{page kind}', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {});
    const writeText = stubNavigator(share);
    const el = mount({ url: '/moskva/vrach/1001-ivanova/', kind: 'doctor' });
    fireEvent.click(await button(el));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ url: `${location.origin}/moskva/vrach/1001-ivanova/` }),
    );
    expect(goals).toEqual(['shareButton_doctor_doctorCard']);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link and shows 'Ссылка скопирована' without a share API", async () => {
    const writeText = stubNavigator(undefined);
    history.replaceState(null, '', '/moskva/lpu/101-yasen/');
    const el = mount({ url: '/moskva/lpu/101-yasen/', kind: 'lpu' });
    fireEvent.click(await button(el));
    await waitFor(() => expect(toastTexts()).toEqual([msg.linkCopied]));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/moskva/lpu/101-yasen/`);
    expect(goals).toEqual(['shareButton_lpu_clinicCard']);
  });

  it('copies the link when the share sheet fails for another reason; shares the page itself without url', async () => {
    const writeText = stubNavigator(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    const el = mount({ kind: 'doctor' });
    fireEvent.click(await button(el));
    await waitFor(() => expect(toastTexts()).toEqual([msg.linkCopied]));
    expect(writeText).toHaveBeenCalledWith(location.href);
  });

  it('does nothing when the user aborts the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const writeText = stubNavigator(share);
    const el = mount({ url: '/x/', kind: 'doctor' });
    fireEvent.click(await button(el));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await waitFor(() =>
      expect((el.shadowRoot!.querySelector('button') as HTMLElement).getAttribute('aria-busy')).toBeNull(),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual([]);
  });

  it('a bad kind is logged and sends no goal; an unsafe url is refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const writeText = stubNavigator(undefined);
    const el = mount({ url: 'javascript:alert(1)', kind: 'clinic' });
    fireEvent.click(await button(el));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('[pd-widgets] pd-share-button: refused to share'),
      ),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('attribute "kind" must be "doctor" or "lpu"'));
    expect(goals).toEqual([]);
    expect(writeText).not.toHaveBeenCalled();
  });
});
