/**
 * The csrf-forms enhancer (portal-identity-reviews §5 "Forms carrying the csrf class get the token added on
 * submit"). DOM only, no React. Decision: docs/decisions/172-csrf-forms.md.
 *
 * One capture-phase `submit` listener on the document: when the submitted form carries the class (default `csrf`)
 * and posts (`method="post"`), its hidden `csrfmiddlewaretoken` input is created or refreshed with
 * `getCsrfToken()` (config → `csrftoken` cookie → the page's input) before any page handler runs — a page script that
 * then sends `new FormData(form)` itself carries the token too. A GET form is left alone (the token would end up in
 * the URL, logs and Referer) and a warning is logged; no token on the page → a console error, the form is still sent
 * (the server answers 403). `form.submit()` fires no submit event (HTML): use `form.requestSubmit()`.
 */
import { logError, logWarn } from '../../core/dom';
import { CSRF_FIELD, getCsrfToken } from '../../core/http';

/** The tag. */
export const CSRF_FORMS_TAG = 'pd-csrf-forms';
/** The default class of the forms to enhance (§5 "the csrf class"). */
export const CSRF_FORM_CLASS = 'csrf';

/**
 * Puts `token` into `form`'s hidden `csrfmiddlewaretoken` input (created at the end of the form when missing).
 * Returns the input.
 */
export function ensureCsrfInput(form: HTMLFormElement, token: string): HTMLInputElement {
  let input = [...form.querySelectorAll<HTMLInputElement>(`input[name="${CSRF_FIELD}"]`)].find(
    (i) => i.form === form,
  );
  if (!input) {
    input = form.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = CSRF_FIELD;
    form.append(input);
  }
  input.value = token;
  return input;
}

/** Whether a form submits with POST (the `method` attribute or the submitter's `formmethod`). */
export function postsForm(form: HTMLFormElement, submitter?: HTMLElement | null): boolean {
  const method = submitter?.getAttribute('formmethod') || form.getAttribute('method') || 'get';
  return method.trim().toLowerCase() === 'post';
}

const installed = new Map<string, { count: number; cleanup: () => void }>();

/**
 * Starts the enhancement of forms with class `className` on `doc` (idempotent per document and class: several
 * elements share one listener). Returns the cleanup (the listener goes when the last user cleans up).
 */
export function installCsrfForms(doc: Document, className: string = CSRF_FORM_CLASS): () => void {
  const key = className;
  const existing = installed.get(key);
  if (existing) {
    existing.count += 1;
  } else {
    const onSubmit = (e: Event) => {
      const form = e.target;
      if (!(form instanceof HTMLFormElement) || !form.classList.contains(className)) return;
      if (!postsForm(form, (e as SubmitEvent).submitter)) {
        logWarn(
          CSRF_FORMS_TAG,
          `a GET form with class "${className}" gets no CSRF token (it would leak into the URL)`,
        );
        return;
      }
      const token = getCsrfToken();
      if (!token) {
        logError(CSRF_FORMS_TAG, 'no CSRF token on the page (config csrfToken, csrftoken cookie or input)');
        return;
      }
      ensureCsrfInput(form, token);
    };
    doc.addEventListener('submit', onSubmit, true);
    installed.set(key, { count: 1, cleanup: () => doc.removeEventListener('submit', onSubmit, true) });
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const entry = installed.get(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) {
      entry.cleanup();
      installed.delete(key);
    }
  };
}
