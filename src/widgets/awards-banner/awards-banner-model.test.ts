import { describe, expect, it } from 'vitest';
import { AWARDS_SITE_URL, AWARDS_VIDEO_URL, awardsContent } from '../../../mocks/api/awards';
import { awardsView, parseAwardsContent, resolveAwardsBanner } from './awards-banner-model';

const msk = (iso: string) => new Date(`${iso}+03:00`);

describe('parseAwardsContent (portal-identity-reviews §3)', () => {
  it('reads every phase of the fixture', () => {
    const { content, problems } = parseAwardsContent(awardsContent(2024));
    expect(problems).toEqual([]);
    expect(content?.year).toBe(2024);
    expect(Object.keys(content!.phases)).toEqual([
      'announce',
      'results',
      'grandPrixRegistration',
      'grandPrixBroadcast',
      'grandResults',
    ]);
    const broadcast = content!.phases.grandPrixBroadcast!;
    expect(broadcast.darkTheme).toBe(true);
    expect(broadcast.button).toEqual({ text: 'Смотреть трансляцию', link: '/award/' });
    expect(broadcast.events.filter((e) => e.done).map((e) => e.title)).toEqual([
      'Объявление номинантов',
      'Итоги голосования',
      'Регистрация на Гран-при',
    ]);
  });

  it('not an object, or no phases → nothing, with a reason', () => {
    for (const raw of [null, [], 'x', { year: 2024 }, { phases: [] }]) {
      const { content, problems } = parseAwardsContent(raw);
      expect(content).toBeNull();
      expect(problems[0]).toMatch(/JSON object with "phases"/);
    }
  });

  it('drops bad pieces with a reason: unknown phase, no banner title, bad event, unsafe URLs, half a button', () => {
    const { content, problems } = parseAwardsContent({
      year: 'twenty',
      siteUrl: 'javascript:alert(1)',
      phases: {
        teaser: { bannerTitle: 'x' },
        results: { modalTitle: 'no banner title' },
        announce: {
          bannerTitle: '  Анонс  ',
          image: 'javascript:alert(1)',
          events: [{ title: 'Ок', paragraphs: 'один', done: 'yes' }, { date: '1 мая' }],
          buttonText: 'Кнопка',
        },
      },
    });
    expect(content?.year).toBeNull();
    expect(content?.siteUrl).toBeNull();
    expect(Object.keys(content!.phases)).toEqual(['announce']);
    const a = content!.phases.announce!;
    expect(a.bannerTitle).toBe('Анонс');
    expect(a.modalTitle).toBe('Анонс'); // defaults to the banner title
    expect(a.image).toBeNull();
    expect(a.button).toBeNull();
    expect(a.events).toEqual([{ title: 'Ок', date: null, paragraphs: ['один'], done: false }]);
    const text = problems.join('\n');
    expect(text).toMatch(/"year" must be a four-digit year/);
    expect(text).toMatch(/"siteUrl" must be an http\(s\) or relative URL/);
    expect(text).toMatch(/unknown phase "teaser"/);
    expect(text).toMatch(/"phases.results.bannerTitle" is required/);
    expect(text).toMatch(/"phases.announce.image" must be/);
    expect(text).toMatch(/events\[0\]: "done" must be true or false/);
    expect(text).toMatch(/events\[1\] needs a "title"/);
    expect(text).toMatch(/needs both "buttonText" and a valid "buttonLink"/);
  });
});

describe('awardsView (§4: the latest reached phase)', () => {
  const { content } = parseAwardsContent(awardsContent(2024));
  it('picks the phase content, with the top-level links', () => {
    const { view } = awardsView(content!, 2024, msk('2024-11-16T19:00:00'));
    expect(view?.phase).toBe('grandPrixBroadcast');
    expect(view?.bannerTitle).toBe('Трансляция Гран-при 2024 — сегодня в 19:00');
    expect(view?.siteUrl).toBe(AWARDS_SITE_URL);
    expect(view?.videoUrl).toBe(AWARDS_VIDEO_URL);
  });

  it('a phase without content shows the latest earlier one', () => {
    const partial = parseAwardsContent({
      phases: { announce: { bannerTitle: 'A' }, results: { bannerTitle: 'R' } },
    }).content!;
    const { view } = awardsView(partial, 2024, msk('2024-11-20T12:00:00'));
    expect(view).toMatchObject({ phase: 'grandResults', bannerTitle: 'R' });
  });

  it('no content for the phase or earlier → nothing, with a reason; over → nothing, silently', () => {
    const late = parseAwardsContent({ phases: { grandResults: { bannerTitle: 'G' } } }).content!;
    const early = awardsView(late, 2024, msk('2024-10-10T12:00:00'));
    expect(early.view).toBeNull();
    expect(early.problems[0]).toMatch(/no phase "announce"/);
    expect(awardsView(late, 2024, msk('2024-12-01T00:00:00'))).toEqual({ view: null, problems: [] });
  });
});

describe('resolveAwardsBanner (attributes)', () => {
  const now = msk('2024-11-02T00:00:00');
  it('content as JSON text; the year from the content', () => {
    const { view, problems } = resolveAwardsBanner({ content: JSON.stringify(awardsContent(2024)) }, now);
    expect(problems).toEqual([]);
    expect(view?.phase).toBe('results');
  });

  it('the year attribute when the content has none; the content year wins when both', () => {
    const { year: _year, ...noYear } = awardsContent(2024);
    expect(resolveAwardsBanner({ content: noYear, year: 2024 }, now).view?.phase).toBe('results');
    expect(resolveAwardsBanner({ content: noYear, year: '2024' }, now).view?.phase).toBe('results');
    const both = resolveAwardsBanner({ content: awardsContent(2024), year: 2023 }, now);
    expect(both.view?.phase).toBe('results');
    expect(both.problems[0]).toMatch(/differs from the content's year/);
  });

  it('§4 awards phases: no year anywhere → the season of the Moscow year of now (and the next season from 1 Jan)', () => {
    const { year: _year, ...noYear } = awardsContent(2024);
    const resolved = resolveAwardsBanner({ content: noYear }, now);
    expect(resolved.problems).toEqual([]);
    expect(resolved.view?.phase).toBe('results');
    expect(resolved.nextChange).toEqual(msk('2024-11-11T00:00:00'));
    // After 1 Dec nothing is shown until the Moscow new year, which starts the next season (its announce).
    const over = resolveAwardsBanner({ content: noYear }, msk('2024-12-05T00:00:00'));
    expect(over.view).toBeNull();
    expect(over.nextChange).toEqual(msk('2025-01-01T00:00:00'));
    expect(resolveAwardsBanner({ content: noYear }, new Date('2024-12-31T21:00:00Z')).view?.phase).toBe(
      'announce',
    );
    expect(resolveAwardsBanner({ content: noYear }, new Date('2024-12-31T20:59:59Z')).view).toBeNull();
  });

  it('bad JSON, nothing set → nothing, with a reason', () => {
    expect(resolveAwardsBanner({ content: '{nope' }, now).problems[0]).toMatch(/"content" is not valid JSON/);
    expect(resolveAwardsBanner({}, now).problems[0]).toMatch(/set "content" \(JSON\) or "content-source"/);
  });

  it('content-source: missing element or not JSON → a reason', () => {
    expect(resolveAwardsBanner({ contentSource: 'nowhere' }, now).problems[0]).toMatch(
      /no element with id "nowhere"/,
    );
  });
});
