import { describe, expect, it } from 'vitest';
import { openerTargets, readInfoPopup } from './info-popup-model';

describe('readInfoPopup (portal-identity-reviews §2 "Psychiatric doctor info popup")', () => {
  it('title, optional subtitle, description paragraphs', () => {
    expect(
      readInfoPopup({
        popupTitle: ' Врач-психиатр ',
        subtitle: 'Что важно знать',
        description: 'Первый абзац\n  продолжение.\n\n\n  Второй   абзац. ',
      }),
    ).toEqual({
      content: {
        title: 'Врач-психиатр',
        subtitle: 'Что важно знать',
        paragraphs: ['Первый абзац продолжение.', 'Второй абзац.'],
      },
      problems: [],
    });
    expect(readInfoPopup({ popupTitle: 'T', description: 'D' }).content?.subtitle).toBe('');
  });

  it('no title: nothing; no description: logged, still shown', () => {
    expect(readInfoPopup({ description: 'D' })).toEqual({
      content: null,
      problems: ['popup-title is missing: the popup needs a title; nothing is rendered'],
    });
    expect(readInfoPopup({ popupTitle: 'T' })).toEqual({
      content: { title: 'T', subtitle: '', paragraphs: [] },
      problems: ['description is missing: the popup shows only its title'],
    });
  });
});

describe('openerTargets', () => {
  it.each([
    ['psy', 'psy', true],
    ['psy', 'other', false],
    ['', null, true],
    [null, '', true],
    ['psy', null, false],
    ['', 'psy', false],
  ])('%j → popup %j: %s', (opener, id, result) => {
    expect(openerTargets(opener, id)).toBe(result);
  });
});
