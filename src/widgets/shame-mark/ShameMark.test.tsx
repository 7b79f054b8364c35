import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shameMarkMessages } from './messages';
import './index';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(kind?: string) {
  const el = document.createElement('pd-shame-mark');
  if (kind !== undefined) el.setAttribute('kind', kind);
  document.body.append(el);
  return el;
}

const root = (el: HTMLElement) => el.shadowRoot as unknown as HTMLElement;

describe('<pd-shame-mark> (booking-schedule §2 "Shame-mark notice", §8)', () => {
  it('kind="review": a note with the icon and the §8 text', async () => {
    const el = mount('review');
    const note = await within(root(el)).findByRole('note');
    expect(note.textContent).toBe(shameMarkMessages.review);
    expect(note.getAttribute('data-kind')).toBe('review');
    expect(note.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('kind="rating": the annulled-rating text; a changed kind re-renders', async () => {
    const el = mount('rating');
    await waitFor(() =>
      expect(within(root(el)).getByRole('note').textContent).toBe(shameMarkMessages.rating),
    );
    el.setAttribute('kind', 'review');
    await waitFor(() =>
      expect(within(root(el)).getByRole('note').textContent).toBe(shameMarkMessages.review),
    );
  });

  it('a bad or missing kind logs [pd-widgets] pd-shame-mark: … and renders nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = mount('negative');
    const none = mount();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-shame-mark: attribute "kind" must be "review" or "rating", got "negative"; nothing is shown',
      ),
    );
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        '[pd-widgets] pd-shame-mark: attribute "kind" is required: "review" or "rating"; nothing is shown',
      ),
    );
    expect(root(bad).querySelector('[role="note"]')).toBeNull();
    expect(root(none).querySelector('[role="note"]')).toBeNull();
  });
});
