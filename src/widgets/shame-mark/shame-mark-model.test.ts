import { describe, expect, it } from 'vitest';
import { shameMarkMessages } from './messages';
import { shameMarkView } from './shame-mark-model';

describe('shameMarkView (booking-schedule §2 "Shame-mark notice", §8)', () => {
  it('gives the §8 texts verbatim for review and rating', () => {
    expect(shameMarkView('review')).toEqual({
      kind: 'review',
      text: 'Некоторые отзывы удалены. Авторы сообщили, что написали их по заказу. Доверяйте остальным отзывам на этой странице с осторожностью.',
      problem: null,
    });
    expect(shameMarkView('rating')).toEqual({
      kind: 'rating',
      text: 'Рейтинг аннулирован: авторы отзывов сообщили, что писали отзывы по заказу',
      problem: null,
    });
  });

  it('ignores case and surrounding blanks', () => {
    expect(shameMarkView(' Rating ').text).toBe(shameMarkMessages.rating);
  });

  it('a missing, empty or unknown kind: no notice, a problem', () => {
    for (const kind of [undefined, null, '', '  ']) {
      const view = shameMarkView(kind);
      expect(view.kind).toBeNull();
      expect(view.problem).toMatch(/attribute "kind" is required/);
    }
    const bad = shameMarkView('reviews');
    expect(bad.text).toBeNull();
    expect(bad.problem).toBe(
      'attribute "kind" must be "review" or "rating", got "reviews"; nothing is shown',
    );
  });
});
