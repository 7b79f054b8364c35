/**
 * Shared nanostores (ARCHITECTURE §6) every page needs: the viewport. The session and flags are
 * src/shared/stores, the notices src/shared/toasts/notices.ts (docs/decisions/124-runtime-diet.md).
 */
export { $isDesktop, DESKTOP_QUERY } from './viewport';
