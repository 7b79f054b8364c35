/**
 * Stores the calendar does not use (ADR 124), one instance per page like every module of a chunk: the current user
 * and the feature flags, and nanostores' `computed`, re-exported so that the widgets deriving stores import it from
 * here and its code rides in this `shared-stores` chunk rather than in the runtime (rollup.config.mjs
 * `needsThrough`). Widget code imports `computed` from this module, never from 'nanostores'.
 */
export { computed } from 'nanostores';
export { $session, setSession, resetSession } from './session';
export { $flags, flag } from './flags';
