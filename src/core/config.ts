/**
 * Page configuration (CONTRACT.md "Page config").
 *
 * Read once, lazily, from `<script type="application/json" id="pd-widgets-config">` (Django `json_script`)
 * and merged with {@link configure} calls. Every key is optional; unknown keys and keys of the wrong type are
 * reported with a `[pd-widgets] config: …` console error and ignored, so a bad page config never breaks a widget.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';

/** Club state of the current user (booking-schedule §3 "Current user club info"; prices in roubles). */
export interface ClubInfo {
  isInClub: boolean;
  /** Card price for the next purchase, roubles; `null` when unknown. */
  cardNextPrice: number | null;
  /** Card end date, `yyyy-MM-dd`; `null` without a card. */
  cardDateEnd: string | null;
}

/** Current user flags (portal-identity-reviews §3 "Current user flags"). */
export interface UserConfig {
  isAnonymous: boolean;
  isRealPatient: boolean;
  isStaff: boolean;
  uuid: string | null;
  club: ClubInfo;
}

/** The whole page config with defaults applied. */
export interface PdConfig {
  /**
   * Origin of the directory site (booking pages, API, CDN folder), an http(s) URL; `""` = the origin the CDN folder
   * was loaded from (the page's own in the npm build). A page on another origin is a partner page
   * (src/core/site.ts).
   */
  siteBase: string;
  /** Prefix for `/api/…`, `/ajax/…` calls; `""` = `siteBase`. */
  apiBase: string;
  /** Where booking pages open from a partner page: `_self` (the same tab) or `_blank` (a new tab, noopener). */
  redirectTarget: '_self' | '_blank';
  /** The `{sso}` base of the single-sign-on service. */
  ssoBase: string;
  /** `client_id` query value for SSO confirm/finish calls. */
  ssoClientId: string;
  env: 'prod' | 'stage' | 'smoke' | 'dev';
  /** CSRF token; else the `csrftoken` cookie; else an `input[name=csrfmiddlewaretoken]`. */
  csrfToken?: string;
  user: UserConfig;
  /** Feature flags by the spec's names (`pd_fix_payment_widget`, …); all off by default. */
  flags: Record<string, boolean>;
  settings: { enable_phone_confirmation_vk: boolean };
  /** ISO date-time used as "now" (demos, tests); absent = the real clock. */
  now?: string;
  /** WebSocket base for call confirmation. */
  liveUrl?: string;
  /** Hosts a server-returned URL may send the browser to, beyond the page's own. */
  allowedRedirectHosts: string[];
  /** Goals also go to `ym(id, 'reachGoal', name, params)` when `yandexMetrikaId` is set. */
  goals?: { yandexMetrikaId?: number };
  /** Auth-service paths (CONTRACT "Wire shapes"). */
  authPaths: { login: string; logout: string; pull: string };
  /** The patient login page. */
  loginUrl: string;
}

/** A partial config as accepted by {@link configure}: nested objects may be partial too. */
export type ConfigInput = Partial<Omit<PdConfig, 'user' | 'settings' | 'authPaths' | 'goals'>> & {
  user?: Partial<Omit<UserConfig, 'club'>> & { club?: Partial<ClubInfo> };
  settings?: Partial<PdConfig['settings']>;
  authPaths?: Partial<PdConfig['authPaths']>;
  goals?: PdConfig['goals'];
};

/** The id of the page's JSON config script. */
export const CONFIG_SCRIPT_ID = 'pd-widgets-config';

function defaults(): PdConfig {
  return {
    siteBase: '',
    apiBase: '',
    redirectTarget: '_self',
    ssoBase: '',
    ssoClientId: '',
    env: 'prod',
    user: {
      isAnonymous: true,
      isRealPatient: false,
      isStaff: false,
      uuid: null,
      club: { isInClub: false, cardNextPrice: null, cardDateEnd: null },
    },
    flags: {},
    settings: { enable_phone_confirmation_vk: false },
    allowedRedirectHosts: [],
    authPaths: {
      login: '/services/auth/login/',
      logout: '/services/auth/logout/',
      pull: '/services/auth/pull/',
    },
    loginUrl: '/login/',
  };
}

const ENVS = ['prod', 'stage', 'smoke', 'dev'] as const;

function report(message: string): void {
  console.error(`[pd-widgets] config: ${message}`);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isBool: Check = (v) => typeof v === 'boolean';
const isNullableString: Check = (v) => v === null || typeof v === 'string';
const isNullableNumber: Check = (v) => v === null || (typeof v === 'number' && Number.isFinite(v));

/** Copies the valid keys of `input` onto `target`, reporting the rest under `path`. */
function mergeChecked(
  target: Record<string, unknown>,
  input: Record<string, unknown>,
  checks: Record<string, Check | Record<string, unknown>>,
  path: string,
): void {
  for (const [key, value] of Object.entries(input)) {
    const check = checks[key];
    const where = path ? `${path}.${key}` : key;
    if (check === undefined) {
      report(`unknown key "${where}" ignored`);
      continue;
    }
    if (typeof check === 'function') {
      if (check(value)) target[key] = value;
      else report(`key "${where}" has the wrong type (${JSON.stringify(value)}); the default is kept`);
      continue;
    }
    if (!isObject(value)) {
      report(`key "${where}" must be an object; the default is kept`);
      continue;
    }
    const nested = { ...(target[key] as Record<string, unknown>) };
    mergeChecked(nested, value, check as Record<string, Check | Record<string, unknown>>, where);
    target[key] = nested;
  }
}

const CHECKS: Record<string, Check | Record<string, unknown>> = {
  siteBase: (v) => {
    try {
      return v === '' || (typeof v == 'string' && /^https?:$/.test(new URL(v).protocol));
    } catch {
      return false;
    }
  },
  apiBase: isString,
  redirectTarget: (v) => v === '_self' || v === '_blank',
  ssoBase: isString,
  ssoClientId: isString,
  env: (v) => (ENVS as readonly unknown[]).includes(v),
  csrfToken: isString,
  user: {
    isAnonymous: isBool,
    isRealPatient: isBool,
    isStaff: isBool,
    uuid: isNullableString,
    club: { isInClub: isBool, cardNextPrice: isNullableNumber, cardDateEnd: isNullableString },
  },
  flags: (v) => isObject(v) && Object.values(v).every((x) => typeof x === 'boolean'),
  settings: { enable_phone_confirmation_vk: isBool },
  now: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  liveUrl: isString,
  allowedRedirectHosts: (v) => Array.isArray(v) && v.every((h) => typeof h === 'string'),
  goals: (v) =>
    isObject(v) &&
    (v.yandexMetrikaId === undefined ||
      (typeof v.yandexMetrikaId === 'number' && Number.isInteger(v.yandexMetrikaId))),
  authPaths: { login: isString, logout: isString, pull: isString },
  loginUrl: isString,
};

const $store = atom<PdConfig>(defaults());
let pageRead = false;

/** Merges a partial config into `base`, returning a new object; bad keys are reported and skipped. */
function merged(base: PdConfig, input: unknown): PdConfig {
  if (!isObject(input)) {
    report('the config must be a JSON object; ignored');
    return base;
  }
  const next = structuredClone(base) as unknown as Record<string, unknown>;
  mergeChecked(next, input, CHECKS, '');
  return next as unknown as PdConfig;
}

/** Reads `<script id="pd-widgets-config">` once (if the page has one). */
function readPage(): void {
  if (pageRead) return;
  pageRead = true;
  if (typeof document === 'undefined') return;
  const script = document.getElementById(CONFIG_SCRIPT_ID);
  if (!script) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(script.textContent || '{}');
  } catch (err) {
    report(`#${CONFIG_SCRIPT_ID} is not valid JSON (${(err as Error).message}); defaults are used`);
    return;
  }
  $store.set(merged($store.get(), parsed));
}

/**
 * The page config as a nanostores atom; the page script is read when the first listener subscribes
 * (or on the first {@link getConfig}).
 */
export const $config: ReadableAtom<PdConfig> = $store;
onMount($store, () => {
  readPage();
});

/** The current config with defaults applied (reads the page script on first call). */
export function getConfig(): PdConfig {
  readPage();
  return $store.get();
}

/**
 * Merges `partial` into the config (`window.pdWidgets.configure`). Invalid keys log
 * `[pd-widgets] config: …` and are ignored; valid ones apply at once to every widget.
 */
export function configure(partial: ConfigInput): void {
  readPage();
  $store.set(merged($store.get(), partial));
}

/** Tests only: back to the defaults; the page script is read again on next use. */
export function resetConfig(): void {
  pageRead = false;
  $store.set(defaults());
}
