import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $notices, dismissNotice, notify } from './notices';
import { Toasts } from './Toasts';

afterEach(() => {
  for (const n of $notices.get()) dismissNotice(n.id);
  vi.useRealTimers();
});

describe('<Toasts> (portal-identity-reviews §9 notices)', () => {
  it('renders the notices in one polite live region, however many instances are mounted', () => {
    const { container } = render(
      <>
        <Toasts />
        <Toasts />
        <Toasts />
      </>,
    );
    act(() => {
      notify({ text: 'Добавлено в избранное', action: { label: 'Перейти', href: '/favourites' } });
    });
    const regions = container.querySelectorAll('[role="status"]');
    expect(regions).toHaveLength(1);
    expect(regions[0].getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Добавлено в избранное')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти' }).getAttribute('href')).toBe('/favourites');
  });

  it('hands the region to the next instance when the owner unmounts', () => {
    const first = render(<Toasts className="first" />);
    const second = render(<Toasts className="second" />);
    expect(first.container.querySelector('.pd-toasts')).not.toBeNull();
    expect(second.container.querySelector('.pd-toasts')).toBeNull();
    first.unmount();
    expect(second.container.querySelector('.pd-toasts.second')).not.toBeNull();
    second.unmount();
  });

  it('runs the action once and dismisses the notice; the cross dismisses too', () => {
    render(<Toasts />);
    const undo = vi.fn();
    act(() => {
      notify({ text: 'Удалено из избранного', action: { label: 'Отменить', onClick: undo } });
      notify({ text: 'Ссылка скопирована' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Удалено из избранного')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Ссылка скопирована')).toBeNull();
  });

  it('lets a notice go by itself after its timeout', () => {
    vi.useFakeTimers();
    render(<Toasts />);
    act(() => {
      notify({ text: 'Восстановлено', tone: 'success' });
    });
    expect(screen.getByText('Восстановлено')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Восстановлено')).toBeNull();
  });

  it('refuses unsafe action links', () => {
    render(<Toasts />);
    act(() => {
      notify({ text: 'x', action: { label: 'Перейти', href: 'javascript:alert(1)' } });
    });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
