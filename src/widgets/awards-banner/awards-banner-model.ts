/**
 * Pure rules of `<pd-awards-banner>` (portal-identity-reviews §2 "Awards banner and modal", §3 "Awards content per
 * phase", §4 "Awards phases"): the input (attribute `content` or the json_script of `content-source`, plus `year`)
 * and a moment → what the banner and its modal show. No DOM beyond reading a json_script; node tests in
 * awards-banner-model.test.ts. Decisions: docs/decisions/150–151.
 *
 * The content (JSON):
 * ```json
 * { "year": 2024,
 *   "siteUrl": "https://award.example/", "videoUrl": "https://www.youtube.com/watch?v=…",
 *   "phases": {
 *     "announce": { "bannerTitle": "…", "modalTitle": "…", "image": "/static/award.png", "darkTheme": false,
 *                   "events": [{ "title": "…", "date": "2 ноября", "paragraphs": ["…"], "done": false }],
 *                   "buttonText": "…", "buttonLink": "/award/" },
 *     "results": {…}, "grandPrixRegistration": {…}, "grandPrixBroadcast": {…}, "grandResults": {…} } }
 * ```
 */
import { safeUrl } from '../../core/dom';
import { resolveJsonInput } from '../../shared/json-script';
import {
  AWARDS_PHASES,
  awardsPhase,
  isAwardsYear,
  moscowNewYear,
  moscowSeasonYear,
  nextPhaseChange,
  type AwardsPhase,
} from './awards-phase';

/** The tag. */
export const AWARDS_BANNER_TAG = 'pd-awards-banner';

/** §3: one event of the modal's list. */
export interface AwardsEvent {
  title: string;
  /** The date as the content writes it ('16 ноября, 19:00'), or `null`. */
  date: string | null;
  /** Plain-text paragraphs (never HTML). */
  paragraphs: string[];
  /** The event has happened: shown with the done icon. */
  done: boolean;
}

/** §3 "Awards content per phase", checked. */
export interface AwardsPhaseContent {
  bannerTitle: string;
  /** The modal's title; the banner title when the content gives none. */
  modalTitle: string;
  /** http(s) or relative URL (passed `safeUrl`), or `null`. */
  image: string | null;
  events: AwardsEvent[];
  /** The button: both text and a safe link, or `null`. */
  button: { text: string; link: string } | null;
  /** The dark-theme flag. */
  darkTheme: boolean;
  /** This phase's awards-site / video link; `null` = the content's top-level one. */
  siteUrl: string | null;
  videoUrl: string | null;
}

/** The whole content, checked. */
export interface AwardsContent {
  /** The season's year (the phase dates are §4's days of this year), or `null` when the content names none. */
  year: number | null;
  /** §2: the external awards site (new tab), or `null`. */
  siteUrl: string | null;
  /** §2: the video (new tab), or `null`. */
  videoUrl: string | null;
  /** Content per phase; a phase may be missing (then an earlier phase's content is shown, see {@link awardsView}). */
  phases: Partial<Record<AwardsPhase, AwardsPhaseContent>>;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string | null => (typeof x === 'string' && x.trim() ? x.trim() : null);
const isSet = (x: unknown) => x !== undefined && x !== null && x !== '';

function url(value: unknown, name: string, problems: string[]): string | null {
  if (!isSet(value)) return null;
  const safe = typeof value === 'string' ? safeUrl(value.trim()) : null;
  if (!safe)
    problems.push(
      `"${name}" must be an http(s) or relative URL, got ${JSON.stringify(value)}; it is left out`,
    );
  return safe;
}

function parseEvent(raw: unknown, where: string, problems: string[]): AwardsEvent | null {
  if (!isObject(raw) || !text(raw.title)) {
    problems.push(`${where} needs a "title" (string); the event is left out`);
    return null;
  }
  const paragraphs: string[] = [];
  if (isSet(raw.paragraphs)) {
    const list = Array.isArray(raw.paragraphs) ? raw.paragraphs : [raw.paragraphs];
    for (const p of list) {
      const t = text(p);
      if (t) paragraphs.push(t);
      else problems.push(`${where}: a paragraph must be a non-empty string, got ${JSON.stringify(p)}`);
    }
  }
  if (isSet(raw.date) && !text(raw.date))
    problems.push(`${where}: "date" must be a string; no date is shown`);
  if (isSet(raw.done) && typeof raw.done !== 'boolean')
    problems.push(`${where}: "done" must be true or false; it counts as false`);
  return { title: text(raw.title)!, date: text(raw.date), paragraphs, done: raw.done === true };
}

function parsePhase(key: AwardsPhase, raw: unknown, problems: string[]): AwardsPhaseContent | null {
  const where = `phases.${key}`;
  if (!isObject(raw)) {
    problems.push(`"${where}" must be an object (portal-identity-reviews §3); the phase has no content`);
    return null;
  }
  const bannerTitle = text(raw.bannerTitle);
  if (!bannerTitle) {
    problems.push(`"${where}.bannerTitle" is required (a non-empty string); the phase has no content`);
    return null;
  }
  const events: AwardsEvent[] = [];
  if (isSet(raw.events)) {
    if (!Array.isArray(raw.events)) problems.push(`"${where}.events" must be an array; no events are shown`);
    else
      raw.events.forEach((e, i) => {
        const event = parseEvent(e, `${where}.events[${i}]`, problems);
        if (event) events.push(event);
      });
  }
  let button: AwardsPhaseContent['button'] = null;
  const buttonText = text(raw.buttonText);
  const buttonLink = url(raw.buttonLink, `${where}.buttonLink`, problems);
  if (buttonText && buttonLink) button = { text: buttonText, link: buttonLink };
  else if (buttonText || isSet(raw.buttonLink))
    problems.push(`"${where}": the button needs both "buttonText" and a valid "buttonLink"; no button`);
  if (isSet(raw.darkTheme) && typeof raw.darkTheme !== 'boolean')
    problems.push(`"${where}.darkTheme" must be true or false; it counts as false`);
  return {
    bannerTitle,
    modalTitle: text(raw.modalTitle) ?? bannerTitle,
    image: url(raw.image, `${where}.image`, problems),
    events,
    button,
    darkTheme: raw.darkTheme === true,
    siteUrl: url(raw.siteUrl, `${where}.siteUrl`, problems),
    videoUrl: url(raw.videoUrl, `${where}.videoUrl`, problems),
  };
}

/**
 * Checks the content (§3). Never throws: each problem is a text for `[pd-widgets] pd-awards-banner: …`. A phase
 * without a banner title, an event without a title or an unsafe URL is left out and reported; a content that is not
 * an object, or has no valid phase at all, gives `content: null`.
 */
export function parseAwardsContent(raw: unknown): { content: AwardsContent | null; problems: string[] } {
  const problems: string[] = [];
  if (!isObject(raw) || !isObject(raw.phases)) {
    return {
      content: null,
      problems: [
        'the content must be a JSON object with "phases" (announce, results, grandPrixRegistration, ' +
          'grandPrixBroadcast, grandResults; portal-identity-reviews §3); nothing is shown',
      ],
    };
  }
  let year: number | null = null;
  if (isSet(raw.year)) {
    const y = typeof raw.year === 'string' && /^\d{4}$/.test(raw.year.trim()) ? Number(raw.year) : raw.year;
    if (isAwardsYear(y)) year = y;
    else problems.push(`"year" must be a four-digit year, got ${JSON.stringify(raw.year)}; it is ignored`);
  }
  const phases: AwardsContent['phases'] = {};
  for (const key of Object.keys(raw.phases)) {
    if (!(AWARDS_PHASES as readonly string[]).includes(key)) {
      problems.push(`unknown phase "${key}" (expected ${AWARDS_PHASES.join(', ')}); it is ignored`);
      continue;
    }
    const phase = parsePhase(key as AwardsPhase, raw.phases[key], problems);
    if (phase) phases[key as AwardsPhase] = phase;
  }
  if (Object.keys(phases).length === 0) {
    problems.push('the content has no valid phase; nothing is shown');
    return { content: null, problems };
  }
  return {
    content: {
      year,
      siteUrl: url(raw.siteUrl, 'siteUrl', problems),
      videoUrl: url(raw.videoUrl, 'videoUrl', problems),
      phases,
    },
    problems,
  };
}

/** What the banner and its modal show. */
export interface AwardsView extends AwardsPhaseContent {
  /** The phase reached (§4); its content, or the latest earlier phase's when it has none. */
  phase: AwardsPhase;
}

/**
 * The view at `now` (§4): the phase of `year` reached at `now`; its content, else the content of the latest earlier
 * phase that has one (a page may send only some phases). `null` (with a problem) when the season is over
 * (from 1 Dec Moscow time: not a problem, nothing is logged) or no content applies.
 */
export function awardsView(
  content: AwardsContent,
  year: number,
  now: Date,
): { view: AwardsView | null; problems: string[] } {
  const phase = awardsPhase(now, year);
  if (!phase) return { view: null, problems: [] };
  const index = AWARDS_PHASES.indexOf(phase);
  for (let i = index; i >= 0; i -= 1) {
    const c = content.phases[AWARDS_PHASES[i]!];
    if (c)
      return {
        view: {
          ...c,
          phase,
          siteUrl: c.siteUrl ?? content.siteUrl,
          videoUrl: c.videoUrl ?? content.videoUrl,
        },
        problems: [],
      };
  }
  return {
    view: null,
    problems: [
      `the content has no phase "${phase}" (or an earlier one) for ${now.toISOString()}; nothing is shown`,
    ],
  };
}

/** The element's inputs (attributes in camelCase). */
export interface AwardsBannerInputs {
  /** The content (attribute `content`, JSON; JSON text set as a property is parsed too). */
  content?: unknown;
  /** Id of a `<script type="application/json">` holding it (Django `json_script`); used when `content` is not set. */
  contentSource?: string | null;
  /** The season's year, when the content does not name it (attribute `year`). */
  year?: number | string | null;
}

/** What {@link resolveAwardsBanner} gives the element. */
export interface ResolvedAwardsBanner {
  view: AwardsView | null;
  /** Texts for `[pd-widgets] pd-awards-banner: …`. */
  problems: string[];
  /**
   * When the shown phase changes next (a phase start or 1 Dec, Moscow time; after 1 Dec of a season taken from the
   * clock, the Moscow new year); `null` when it never will.
   */
  nextChange: Date | null;
}

/**
 * The inputs and a moment → the view. `content` wins over `content-source`; the content's `year` wins over the
 * attribute; with neither, the current season's year by Moscow time (§4, `moscowSeasonYear`). Never throws; problems are texts for `[pd-widgets] pd-awards-banner: …`.
 */
export function resolveAwardsBanner(
  inputs: AwardsBannerInputs,
  now: Date,
  root?: Node | null,
): ResolvedAwardsBanner {
  const input = resolveJsonInput(
    { value: inputs.content, source: inputs.contentSource, name: 'content', consequence: 'nothing is shown' },
    root,
  );
  const problems = input.problems;
  if (input.value === undefined) return { view: null, problems, nextChange: null };
  const raw = input.value;
  const parsed = parseAwardsContent(raw);
  problems.push(...parsed.problems);
  if (!parsed.content) return { view: null, problems, nextChange: null };

  let attrYear: number | null = null;
  if (isSet(inputs.year)) {
    const y = typeof inputs.year === 'string' ? Number(inputs.year.trim()) : inputs.year;
    if (isAwardsYear(y)) attrYear = y;
    else
      problems.push(
        `attribute "year" must be a four-digit year, got ${JSON.stringify(inputs.year)}; it is ignored`,
      );
  }
  const year = parsed.content.year ?? attrYear;
  if (parsed.content.year !== null && attrYear !== null && attrYear !== parsed.content.year)
    problems.push(
      `attribute "year" (${attrYear}) differs from the content's year (${parsed.content.year}); the content's is used`,
    );
  // §4: without a year in the content or the attribute, the current season's (the Moscow year of now); its end
  // (1 Dec) then lasts until the Moscow new year starts the next season.
  const seasonYear = year ?? moscowSeasonYear(now);
  if (seasonYear === null) return { view: null, problems, nextChange: null };
  const out = awardsView(parsed.content, seasonYear, now);
  const nextChange =
    nextPhaseChange(now, seasonYear) ?? (year === null ? moscowNewYear(seasonYear + 1) : null);
  return { view: out.view, problems: [...problems, ...out.problems], nextChange };
}
