import { describe, expect, it, vi } from 'vitest';
import { openInNewTab } from './open-in-new-tab';

describe('openInNewTab', () => {
  it('opens new tabs with noopener noreferrer', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    openInNewTab('https://prodoctorov.ru/');
    expect(clicked[0].rel).toBe('noopener noreferrer');
    expect(clicked[0].target).toBe('_blank');
    openInNewTab('javascript:alert(1)');
    expect(clicked).toHaveLength(1);
  });
});
