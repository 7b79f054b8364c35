// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeFragment } from '../../shared/sanitize';
import { townsHtml } from '../../../mocks/api/towns';
import { townLinkOf, townsUrlOf } from './town-chooser-model';

describe('town chooser rules (portal-identity-reviews §2 "Town chooser popup")', () => {
  it('towns URL: the opener first, then the element; unsafe URLs are refused', () => {
    expect(townsUrlOf('/ajax/towns/', '/other/')).toBe('/ajax/towns/');
    expect(townsUrlOf(null, '/other/')).toBe('/other/');
    expect(townsUrlOf('javascript:alert(1)', null)).toBeNull();
  });

  it('the reference towns HTML is inert after sanitising; town links survive', () => {
    const box = document.createElement('div');
    box.append(sanitizeFragment(townsHtml()));
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(
      [...box.querySelectorAll('a')].filter((a) => (a.getAttribute('href') ?? '').startsWith('javascript')),
    ).toEqual([]);
    const moskva = [...box.querySelectorAll('a')].find((a) => a.textContent === 'Москва');
    expect(moskva?.getAttribute('href')).toBe('/ajax/towns/moskva/choose/');
    // A click path from the link's text up to the box.
    const path = [moskva!.firstChild!, moskva!, moskva!.parentElement!, box];
    expect(townLinkOf(path, box)).toBe('/ajax/towns/moskva/choose/');
    const hollow = [...box.querySelectorAll('a')].find((a) => a.textContent === 'Все города')!;
    expect(townLinkOf([hollow, box], box)).toBeNull();
    expect(townLinkOf([box], box)).toBeNull();
  });
});
