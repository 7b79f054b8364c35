/**
 * Notices (toasts) shared by all widgets of a page (portal-identity-reviews §9 "Notices"), rendered by
 * `<Toasts>` (./Toasts.tsx). Part of the toasts piece (`shared-toasts` chunk): only widgets that notify load it
 * (ADR 124).
 */
import { atom, type ReadableAtom } from 'nanostores';

/** A toast: Russian `text`, optional action (e.g. 'Отменить', 'Перейти'), auto-dismissed after `timeoutMs`. */
export interface Notice {
  id: number;
  text: string;
  tone?: 'info' | 'success' | 'error';
  action?: { label: string; onClick?: () => void; href?: string };
  /** Milliseconds before it disappears; default 5000; 0 keeps it until dismissed. */
  timeoutMs?: number;
}

const $list = atom<Notice[]>([]);
let nextId = 1;

/** The visible notices, oldest first. */
export const $notices: ReadableAtom<Notice[]> = $list;

/** Shows a notice and returns its id. */
export function notify(notice: Omit<Notice, 'id'>): number {
  const id = nextId++;
  $list.set([...$list.get(), { ...notice, id }]);
  const timeout = notice.timeoutMs ?? 5000;
  if (timeout > 0) setTimeout(() => dismissNotice(id), timeout);
  return id;
}

/** Removes a notice (no-op if already gone). */
export function dismissNotice(id: number): void {
  $list.set($list.get().filter((n) => n.id !== id));
}
