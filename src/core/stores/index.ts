/** Shared nanostores (ARCHITECTURE §6). */
export { $session, setSession, resetSession } from './session';
export { $flags, flag } from './flags';
export { $isDesktop, DESKTOP_QUERY } from './viewport';
export { $notices, notify, dismissNotice, type Notice } from './notices';
