import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './index';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(attrs: Record<string, string>) {
  const el = document.createElement('pd-review-award-banner');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const root = (el: HTMLElement) => el.shadowRoot as unknown as HTMLElement;

describe('<pd-review-award-banner> (portal-identity-reviews §1)', () => {
  it("'Получите 500 ₽ за отзыв' with 'Оставить отзыв' and 'Подробнее' (the PDF in a new tab, noopener)", async () => {
    const el = mount({
      amount: '500',
      currency: '₽',
      'review-url': '/new/rate/doctor/1001/',
      'details-url': '/static/docs/review-award-rules.pdf',
    });
    const q = within(root(el));
    // The query normalises the no-break spaces of the title to plain ones.
    const title = await q.findByText('Получите 500 ₽ за отзыв');
    expect(title.textContent).toBe('Получите 500\u00a0₽ за отзыв');
    expect(title.getAttribute('part')).toBe('title');
    const review = q.getByRole('link', { name: 'Оставить отзыв' });
    expect(review.getAttribute('href')).toBe('/new/rate/doctor/1001/');
    expect(review.hasAttribute('target')).toBe(false);
    const details = q.getByRole('link', { name: 'Подробнее (PDF, откроется в новой вкладке)' });
    expect(details.getAttribute('href')).toBe('/static/docs/review-award-rules.pdf');
    expect(details.getAttribute('target')).toBe('_blank');
    expect(details.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('currency defaults to ₽; the amount follows its attribute', async () => {
    const el = mount({ amount: '1000' });
    const q = within(root(el));
    await q.findByText('Получите 1 000 ₽ за отзыв');
    expect(q.queryAllByRole('link')).toHaveLength(0);
    el.setAttribute('amount', '300');
    el.setAttribute('currency', 'баллов');
    await q.findByText('Получите 300 баллов за отзыв');
  });

  it('the amount as a DOM property, a number or a numeric string (React 19 sets props as properties)', async () => {
    const el = mount({}) as HTMLElement & { amount?: unknown };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.amount = '700';
    const q = within(root(el));
    await q.findByText('Получите 700 ₽ за отзыв');
    el.amount = 800;
    await q.findByText('Получите 800 ₽ за отзыв');
    errors.mockRestore();
  });

  it('a bad amount logs [pd-widgets] pd-review-award-banner: … and renders nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const zero = mount({ amount: '0', 'review-url': '/r/' });
    const missing = mount({ 'review-url': '/r/' });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-review-award-banner: attribute "amount" must be a number > 0, got "0"; nothing is shown',
      ),
    );
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-review-award-banner: attribute "amount" is required (a number > 0); nothing is shown',
      ),
    );
    expect(root(zero).querySelector('[part~="banner"]')).toBeNull();
    expect(root(missing).querySelector('[part~="banner"]')).toBeNull();
  });

  it('an unsafe URL drops its link and logs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount({ amount: '500', 'review-url': 'javascript:alert(1)', 'details-url': '/rules.pdf' });
    const q = within(root(el));
    await q.findByRole('link', { name: /Подробнее/ });
    expect(q.queryByRole('link', { name: 'Оставить отзыв' })).toBeNull();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/^\[pd-widgets\] pd-review-award-banner: attribute "review-url"/),
      ),
    );
  });
});
