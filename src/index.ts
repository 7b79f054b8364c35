/**
 * `pd-widgets`: the core public API for bundler users (CONTRACT "Package and entry points"): page config,
 * shared stores, analytics goals, the API error type and the shared types. Importing it defines no element;
 * import `pd-widgets/<widget>` (defines its tag) or `pd-widgets/react` (React components) for widgets.
 */
export { configure, getConfig, $config, CONFIG_SCRIPT_ID } from './core/config';
export type { PdConfig, UserConfig, ClubInfo, ConfigInput } from './core/config';
export { $session, setSession, $flags, flag } from './shared/stores/index';
export { $isDesktop, DESKTOP_QUERY } from './core/stores/index';
export { $notices, notify, dismissNotice } from './shared/toasts/notices';
export type { Notice } from './shared/toasts/notices';
export { reachGoal } from './core/tracking';
export { analysesRedirectUrl, ANALYSES_REDIRECT_PATH } from './shared/booking/analyses';
export type { AnalysesPayloadValue } from './shared/booking/analyses';
export { ApiError, isApiError } from './core/http/index';
export type { ApiErrorKind } from './core/http/index';
export { VERSION, listWidgets, getWidget } from './core/registry';
export type { PropType, WidgetProp, WidgetDefinition, WidgetMeta } from './core/registry';
export { tokens, tokenDefaults, type TokenName } from './core/styles/index';
export type { PdWidgetsApi, PdGlobalRegistry } from './core/define';
