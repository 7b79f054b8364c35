/**
 * The choose-login popup's state (portal-identity-reviews §2 "Choose-login popup"; CONTRACT `<pd-login-choice>`:
 * "Any element with data-pd-login-choice opens it"). One store per element; a page-level list of the mounted
 * instances and ONE document click listener, installed while at least one instance is mounted, that opens the
 * first mounted instance when a click lands on (or inside) an element carrying `data-pd-login-choice`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { openerIn } from './login-choice-model';

/** One popup. */
export interface LoginChoiceStore {
  readonly $open: ReadableAtom<boolean>;
  open(): void;
  close(): void;
}

/** Creates the store of one popup. */
export function createLoginChoiceStore(): LoginChoiceStore {
  const $open = atom(false);
  return {
    $open,
    open: () => $open.set(true),
    close: () => $open.set(false),
  };
}

const instances: LoginChoiceStore[] = [];

function onDocumentClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // "open in a new tab" stays a link
  const opener = openerIn(event.composedPath());
  if (!opener || !instances.length) return;
  event.preventDefault(); // an opener that is a link to the login page is the no-JS fallback
  instances[0].open();
}

/**
 * Registers a mounted popup; the first registered one is what `data-pd-login-choice` opens. Installs the document
 * click delegation with the first instance and removes it with the last. Returns the unregister function.
 */
export function registerLoginChoice(store: LoginChoiceStore): () => void {
  if (instances.length === 0 && typeof document !== 'undefined') {
    document.addEventListener('click', onDocumentClick);
  }
  instances.push(store);
  return () => {
    const i = instances.indexOf(store);
    if (i >= 0) instances.splice(i, 1);
    if (instances.length === 0 && typeof document !== 'undefined') {
      document.removeEventListener('click', onDocumentClick);
    }
  };
}
