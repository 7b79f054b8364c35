/**
 * A page-level popup whose code loads on its first open (docs/decisions/210-clinic-map-popup-on-first-open.md): the
 * element only listens for its openers at load; the popup's component is behind an `import()` (its widget's `-lazy`
 * chunk), asked for on a pointer or focus on an opener and on the first open.
 *
 * - An open while the code is on its way is kept: the popup renders once it has arrived; the opener has
 *   `aria-busy="true"` meanwhile.
 * - When the code cannot load: `[pd-widgets] <tag>: could not load the popup code; …` and a small dialog (role
 *   `alertdialog`, the popup's title) with the widget's failure text and its retry button, which stays busy until
 *   the code arrives and then gives way to the popup. Closing it forgets the open. Never throws into the page.
 *
 * Add {@link popupCodeStyles} to the widget's `styles` (the dialog css comes with the modal chunk).
 */
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { logError } from '../../core/dom';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { Alert, alertStyles, buttonStyles } from '../../core/ui';
import { loadOnce } from '../../core/lazy';

/** The css of the failure dialog (an alert with a retry button). */
export const popupCodeStyles: readonly string[] = [alertStyles, buttonStyles];

/**
 * `load` shared once per page ({@link loadOnce}: later calls share the promise; a failure is forgotten, so the next
 * call tries again), each call starting the modal chunk the popup renders in too.
 */
export function popupCode<P>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  const once = loadOnce(load);
  return () => {
    void preloadModal();
    return once();
  };
}

/** The texts of the failure dialog, from the widget's messages. */
export interface PopupCodeTexts {
  /** The popup's title (the dialog's name). */
  title: string;
  /** E.g. 'Не удалось загрузить карту. Попробуйте ещё раз'. */
  loadFailed: string;
  /** 'Повторить'. */
  retry: string;
}

/** What {@link usePopupCode} gives its widget. */
export interface PopupCodeState<P> {
  /** The popup's component once its code has arrived, else `null`. */
  Popup: ComponentType<P> | null;
  /** An open: asks for the code (if not there yet); `opener` is busy until it arrives or fails. */
  ask(opener?: HTMLElement | null): void;
  /** The open was dropped (the failure dialog was closed). */
  asked: boolean;
  /** Render it while `Popup` is `null`: the failure dialog, or nothing. */
  failure: ReactElement | null;
}

/** The first-open code of a page-level popup (see the module's description). */
export function usePopupCode<P>(
  tag: string,
  load: () => Promise<ComponentType<P>>,
  texts: PopupCodeTexts,
): PopupCodeState<P> {
  const [asked, setAsked] = useState(0);
  const [popup, setPopup] = useState<{ Popup: ComponentType<P> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // The failure dialog is rendered from the first failure on (rendering it loads the modal chunk).
  const [failedOnce, setFailedOnce] = useState(false);
  if (failed && !failedOnce) setFailedOnce(true);
  const waiting = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!asked || popup || (failed && !retrying)) return;
    let live = true;
    const opener = waiting.current;
    opener?.setAttribute('aria-busy', 'true');
    const settle = () => {
      if (waiting.current === opener) waiting.current = null;
      opener?.removeAttribute('aria-busy');
    };
    load().then(
      (Popup) => {
        settle();
        if (!live) return;
        setPopup({ Popup });
        setFailed(false);
        setRetrying(false);
      },
      (err: unknown) => {
        settle();
        logError(
          tag,
          `could not load the popup code; it is tried again on '${texts.retry}' or the next open`,
          err,
        );
        if (!live) return;
        setFailed(true);
        setRetrying(false);
      },
    );
    return () => {
      live = false;
    };
  }, [asked, popup, failed, retrying, load, tag, texts.retry]);

  const ask = (opener: HTMLElement | null = null) => {
    waiting.current = opener;
    setFailed(false);
    setAsked((n) => n + 1);
  };

  const failure = failedOnce ? (
    <LazyDialog
      open={failed}
      onClose={() => {
        setFailed(false);
        setRetrying(false);
        setAsked(0);
      }}
      title={texts.title}
      role="alertdialog"
    >
      <Alert
        tone="error"
        text={texts.loadFailed}
        action={{ label: texts.retry, loading: retrying, onClick: () => setRetrying(true) }}
      />
    </LazyDialog>
  ) : null;

  return { Popup: popup?.Popup ?? null, ask, asked: asked > 0, failure };
}
