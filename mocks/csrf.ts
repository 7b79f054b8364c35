/**
 * Django's CSRF rule as the reference API enforces it (ARCHITECTURE §7, §11): an unsafe method must carry the
 * token in the `X-CSRFToken` header or the `csrfmiddlewaretoken` form field, equal to the `csrftoken` cookie.
 */
import { HttpResponse } from 'msw';
import { DEMO_CSRF_TOKEN } from './fixtures';

/** The body of the 403 (Django REST framework's wording). */
export const CSRF_FAILED_DETAIL = 'CSRF Failed: CSRF token missing or incorrect.';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

async function formToken(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) return null;
  try {
    const value = (await request.clone().formData()).get('csrfmiddlewaretoken');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The `csrftoken` cookie of a request. Read from the `Cookie` header and msw's `cookies` (document cookies in
 * happy-dom / the browser). Values are split at `;` and `,` because msw 2 appends the document cookies to the
 * header once per handler it tries, which turns `cookies.csrftoken` into `"x, csrftoken=x"` for later handlers (mswjs/msw#2126).
 */
export function csrfCookie(request: Request, cookies: Record<string, string>): string | null {
  const raw = [
    request.headers.get('cookie') ?? '',
    cookies.csrftoken ? `csrftoken=${cookies.csrftoken}` : '',
  ];
  for (const part of raw.join(';').split(/[;,]/)) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'csrftoken' && rest.length) return rest.join('=') || null;
  }
  return null;
}

/** The token a request presents (header first, then the form field), or `null`. */
export async function presentedCsrfToken(request: Request): Promise<string | null> {
  return request.headers.get('x-csrftoken') || (await formToken(request));
}

/**
 * `null` when the request passes, else the 403 response `{"detail":"CSRF Failed: …"}`. Safe methods always pass.
 * Without any `csrftoken` cookie (happy-dom tests may not forward it) only {@link DEMO_CSRF_TOKEN} passes.
 */
export async function csrfFailure(
  request: Request,
  cookies: Record<string, string>,
): Promise<Response | null> {
  if (SAFE.has(request.method.toUpperCase())) return null;
  const token = await presentedCsrfToken(request);
  const expected = csrfCookie(request, cookies) || DEMO_CSRF_TOKEN;
  if (token && token === expected) return null;
  return HttpResponse.json({ detail: CSRF_FAILED_DETAIL }, { status: 403 });
}
