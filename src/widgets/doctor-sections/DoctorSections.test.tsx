import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './index';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';

// happy-dom has no IntersectionObserver: the shared stand-in records what the sections watch.
beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(doctorId: string) {
  const el = document.createElement('pd-doctor-sections');
  el.setAttribute('doctor-id', doctorId);
  el.innerHTML =
    '<nav data-ds-toc><a href="#about">О враче</a></nav>' +
    '<section id="about" data-section="about"><h2>О враче</h2><div data-section-body></div></section>';
  document.body.append(el);
  return el;
}

describe('<pd-doctor-sections>', () => {
  it('leaves the page in its light DOM, no shadow root (ADR 229), and starts watching the sections', async () => {
    const el = mount('7001');
    const section = el.querySelector('[data-section="about"]')!;
    await waitFor(() => expect(section.getAttribute('data-ds-state')).toBe('idle'));
    expect(FakeIntersectionObserver.watching(section).length).toBeGreaterThan(0);
    expect(el.shadowRoot).toBeNull();
    expect(el.querySelector('[data-section="about"]')).toBe(section);
    // A block, as the loader's cloak made it before: no switch to `inline` that would rebuild the page's layout.
    const rules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText));
    expect(rules.some((r) => r.replace(/\s/g, '') === 'pd-doctor-sections{display:block;}')).toBe(true);
  });

  it('a bad doctor-id: a clear console error, the page left as it is', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount('abc');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]![0])).toMatch(
      /^\[pd-widgets\] pd-doctor-sections: doctor-id must be a positive integer/,
    );
    expect(el.querySelector('[data-section]')!.hasAttribute('data-ds-state')).toBe(false);
    expect(el.shadowRoot).toBeNull();
  });
});
