/**
 * Reference API and fixture of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal", §3
 * "Awards content per phase"): the content a Django page passes (json_script), and the targets its links use so
 * demo links land somewhere:
 *
 * - `GET /static/awards/{announce|results|grand}.svg` → the banner image (a small SVG medal; light or dark).
 * - `GET /award/` → a small HTML page 'Премия' (the button link).
 *
 * The external awards site and the video are absolute URLs (`AWARDS_SITE_URL`, `AWARDS_VIDEO_URL`); tests check the
 * links, they never follow them.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { HandlerOptions } from './schedule';

/** The button link of the demo content. */
export const AWARDS_PAGE_PATH = '/award/';
export const AWARDS_SITE_URL = 'https://award.prodoctorov.ru/';
export const AWARDS_VIDEO_URL = 'https://www.youtube.com/watch?v=pd-award-demo';

const event = (title: string, date: string, done: boolean, paragraphs: string[] = []) => ({
  title,
  date,
  done,
  paragraphs,
});

/**
 * The §3 content of one season (`year`), every phase filled: what a page passes as `content` or in the json_script
 * of `content-source`. The broadcast phase uses the dark theme.
 */
export function awardsContent(year = 2024) {
  const schedule = (done: number) => [
    event('Объявление номинантов', '2 октября', done > 0, ['Голосование пациентов открыто до 1 ноября.']),
    event('Итоги голосования', '2 ноября', done > 1, ['Лучшие врачи и клиники по отзывам пациентов.']),
    event('Регистрация на Гран-при', '11 ноября', done > 2),
    event('Трансляция церемонии Гран-при', '16 ноября, 19:00', done > 3, ['Смотрите онлайн.']),
    event('Итоги Гран-при', '17 ноября', done > 4),
  ];
  return {
    year,
    siteUrl: AWARDS_SITE_URL,
    videoUrl: AWARDS_VIDEO_URL,
    phases: {
      announce: {
        bannerTitle: `Народная премия ПроДокторов ${year}: голосуйте за своих врачей`,
        modalTitle: `Премия ПроДокторов ${year}`,
        image: '/static/awards/announce.svg',
        events: schedule(0),
        buttonText: 'Проголосовать',
        buttonLink: AWARDS_PAGE_PATH,
        darkTheme: false,
      },
      results: {
        bannerTitle: `Итоги премии ПроДокторов ${year}`,
        modalTitle: `Итоги премии ${year}`,
        image: '/static/awards/results.svg',
        events: schedule(2),
        buttonText: 'Смотреть победителей',
        buttonLink: AWARDS_PAGE_PATH,
        darkTheme: false,
      },
      grandPrixRegistration: {
        bannerTitle: `Гран-при премии ПроДокторов ${year}: регистрация открыта`,
        modalTitle: `Гран-при ${year}`,
        image: '/static/awards/grand.svg',
        events: schedule(2),
        buttonText: 'Зарегистрироваться',
        buttonLink: AWARDS_PAGE_PATH,
        darkTheme: false,
      },
      grandPrixBroadcast: {
        bannerTitle: `Трансляция Гран-при ${year} — сегодня в 19:00`,
        modalTitle: `Гран-при ${year}: трансляция`,
        image: '/static/awards/grand.svg',
        events: schedule(3),
        buttonText: 'Смотреть трансляцию',
        buttonLink: AWARDS_PAGE_PATH,
        darkTheme: true,
      },
      grandResults: {
        bannerTitle: `Победители Гран-при ПроДокторов ${year}`,
        modalTitle: `Итоги Гран-при ${year}`,
        image: '/static/awards/grand.svg',
        events: schedule(5),
        buttonText: 'Смотреть победителей',
        buttonLink: AWARDS_PAGE_PATH,
        darkTheme: false,
      },
    },
  };
}

const COLOURS: Record<string, [string, string]> = {
  announce: ['#f29900', '#fff4dc'],
  results: ['#1a73e8', '#e8f0fe'],
  grand: ['#c9a227', '#14202e'],
};

/** A 56 × 56 medal SVG. */
export function awardsImage(name: string): string {
  const [fg, bg] = COLOURS[name] ?? COLOURS.announce!;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56" width="56" height="56">' +
    `<rect width="56" height="56" rx="12" fill="${bg}"/>` +
    `<path d="M20 6h16l-4 14h-8z" fill="${fg}" opacity=".6"/>` +
    `<circle cx="28" cy="32" r="14" fill="${fg}"/>` +
    '<path d="m28 24 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill="#fff"/></svg>'
  );
}

/** Handlers of the awards banner's targets. */
export function awardsHandlers(opts: HandlerOptions = {}): HttpHandler[] {
  const base = opts.base ?? '*';
  const wait = async () => {
    if (opts.latencyMs) await delay(opts.latencyMs);
  };
  return [
    http.get(`${base}/static/awards/:name`, async ({ params }) => {
      await wait();
      const name = String(params.name).replace(/\.svg$/, '');
      if (!COLOURS[name]) return new HttpResponse('not found', { status: 404 });
      return new HttpResponse(awardsImage(name), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      });
    }),
    http.get(`${base}${AWARDS_PAGE_PATH}`, async () => {
      await wait();
      return new HttpResponse(
        '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Премия — ПроДокторов (демо)</title></head>' +
          '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">' +
          '<main><h1>Премия</h1><p>Страница премии (демо-страница справочного API).</p></main></body></html>',
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    }),
  ];
}
