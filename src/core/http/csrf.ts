/**
 * CSRF token lookup (ARCHITECTURE §7, CONTRACT "Page config" `csrfToken`): Django's rule — unsafe methods carry
 * the token in the `X-CSRFToken` header, or in the `csrfmiddlewaretoken` field of a form body.
 */
import { getConfig } from '../config';

/** Header name Django reads the token from. */
export const CSRF_HEADER = 'X-CSRFToken';
/** Form field name Django reads the token from (and the name of the page's hidden input). */
export const CSRF_FIELD = 'csrfmiddlewaretoken';
/** Django's CSRF cookie. */
export const CSRF_COOKIE = 'csrftoken';

/** Methods that need no CSRF token (RFC 9110 safe methods). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  let raw: string;
  try {
    raw = document.cookie;
  } catch {
    return null; // sandboxed iframes may throw on document.cookie
  }
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return value || null;
    }
  }
  return null;
}

function readInput(): string | null {
  if (typeof document === 'undefined') return null;
  const input = document.querySelector<HTMLInputElement>(`input[name="${CSRF_FIELD}"]`);
  return input?.value || null;
}

/**
 * The CSRF token: config `csrfToken` → the `csrftoken` cookie → an `input[name=csrfmiddlewaretoken]` on the
 * page; `null` when none is present (the request is then sent without one and the server answers 403).
 * Read at request time, so a token set after load is picked up.
 */
export function getCsrfToken(): string | null {
  return getConfig().csrfToken || readCookie(CSRF_COOKIE) || readInput();
}
