import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEWS_DOCTOR_ID, doctorReviews, reviewCardHtml } from '../../../mocks/fixtures/reviews';
import { resetConfig } from '../../core/config';
import { resetModals, resetScrollLock } from '../../core/modal';
import { resetSeenMetrics } from '../../shared/review-card';
import { REVIEW_CARD_TAG } from './index';

class NoIO {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const [first] = doctorReviews(REVIEWS_DOCTOR_ID);

beforeEach(() => vi.stubGlobal('IntersectionObserver', NoIO));
afterEach(() => {
  resetModals();
  resetScrollLock();
  resetSeenMetrics();
  resetConfig();
  document.body.innerHTML = '';
});

describe('<pd-review-card>', () => {
  it('keeps the card in its light DOM (slot) and enhances it; tooltip and gallery live in the shadow root', async () => {
    const el = document.createElement(REVIEW_CARD_TAG);
    el.setAttribute('metrics-base', '/metrics');
    el.innerHTML = reviewCardHtml(first!);
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.querySelector('slot')).not.toBeNull());
    const card = el.querySelector<HTMLElement>('[data-pd-review]')!;
    await waitFor(() => expect(card.querySelectorAll('.pd-rv-stars')).toHaveLength(first!.rates.length));
    expect(card.parentElement).toBe(el);

    const status = card.querySelector<HTMLElement>('[data-pd-tooltip]')!;
    status.focus();
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('.rc-tooltip')?.textContent).toBe(
        status.getAttribute('data-pd-tooltip'),
      ),
    );
    status.blur();

    fireEvent.click(card.querySelector('a[data-pd-gallery-item]')!);
    const dialog = await within(el.shadowRoot as unknown as HTMLElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('1 из 3')).toBeTruthy());
  });
});
