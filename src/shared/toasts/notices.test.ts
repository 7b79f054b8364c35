import { describe, expect, it, vi } from 'vitest';
import { $notices, dismissNotice, notify } from './notices';

describe('notices', () => {
  it('notices appear and disappear', () => {
    vi.useFakeTimers();
    const id = notify({ text: 'Добавлено в избранное' });
    notify({ text: 'Ссылка скопирована', timeoutMs: 0 });
    expect($notices.get().map((n) => n.text)).toEqual(['Добавлено в избранное', 'Ссылка скопирована']);
    vi.advanceTimersByTime(5000);
    expect($notices.get().map((n) => n.text)).toEqual(['Ссылка скопирована']);
    dismissNotice(id);
    dismissNotice($notices.get()[0].id);
    expect($notices.get()).toEqual([]);
    vi.useRealTimers();
  });
});
