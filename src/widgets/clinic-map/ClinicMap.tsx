/**
 * `<ClinicMap>`: the popup map of clinics (booking-schedule §2 "Popup map", §4 "Map", §9; portal-identity-reviews §4
 * "Map popup for clinics", §5 departure address). Decisions: docs/decisions/178–181, 210.
 *
 * It shows nothing on the page by itself. It opens on the clinic list's window event `pd:show-map` (it calls
 * `preventDefault()`, ADR 085) and on a click on any element with `data-pd-clinic-map='<map point JSON or list>'`.
 * This part only listens: the popup itself (ClinicMapPopup.tsx — the full-screen dialog tied to `#map_page`, the
 * list, details, departure popup and routes, and their css) is loaded on the first open, like the maps service after
 * it (ADR 210: the doctor page defines this element at load, so its 6.8 kB brotli were JS at load).
 *
 * - A pointer or focus on an opener starts loading the popup code and the dialog's, so a first click rarely waits.
 * - An open while the code is on its way is kept (the popup opens with it when the code arrives); the opener has
 *   `aria-busy="true"` meanwhile.
 * - When the code cannot load: `[pd-widgets] pd-clinic-map: …` in the console and a dialog with
 *   'Не удалось загрузить карту. Попробуйте ещё раз' and 'Повторить', which tries again (busy meanwhile) and gives
 *   way to the map once its code has arrived.
 *
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { logError, logWarn } from '../../core/dom';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { Alert, alertStyles, buttonStyles } from '../../core/ui';
import { listenForOpeners } from '../../shared/openers';
import {
  CLINIC_MAP_TAG,
  MAP_OPENER_ATTRIBUTE,
  SHOW_MAP_EVENT,
  readMapPoints,
  readOpenerPoints,
  type MapPoint,
} from './clinic-map-model';
import type { ClinicMapProps, MapOpenRequest } from './ClinicMapPopup';
import { clinicMapShellMessages as msg } from './shell-messages';

export type { ClinicMapProps } from './ClinicMapPopup';

/** The css of the listening element: its load-failure dialog (an alert with a retry button). */
export const clinicMapShellStyles: readonly string[] = [alertStyles, buttonStyles];

/** The instance that owns the page's event and openers. */
let pageOwner: object | null = null;

type PopupComponent = ComponentType<ClinicMapProps & { request: MapOpenRequest }>;

let popupCode: Promise<PopupComponent> | undefined;

/**
 * Starts loading the popup's code and the dialog's (once per page; later calls share the promise). A failed load is
 * forgotten, so the next call tries again.
 */
export function preloadClinicMapPopup(): Promise<PopupComponent> {
  void preloadModal();
  return (popupCode ??= import('./ClinicMapPopup').then(
    (m) => m.ClinicMapPopup,
    (err: unknown) => {
      popupCode = undefined;
      throw err;
    },
  ));
}

/** The popup map; mount one per page. */
export function ClinicMap(props: ClinicMapProps) {
  const [me] = useState(() => ({}));
  const [request, setRequest] = useState<MapOpenRequest | null>(null);
  const [popup, setPopup] = useState<{ Popup: PopupComponent } | null>(null);
  const [failed, setFailed] = useState(false);
  /** 'Повторить' was pressed: the failure dialog stays, its button busy, until the code arrives or fails again. */
  const [retrying, setRetrying] = useState(false);
  // The failure dialog is rendered from the first failure on (rendering it loads the modal chunk).
  const [failedOnce, setFailedOnce] = useState(false);
  if (failed && !failedOnce) setFailedOnce(true);
  /** The opener that asked while the code was loading (it shows `aria-busy`). */
  const waiting = useRef<HTMLElement | null>(null);

  // The popup (it adopts its own css) is fetched on the first open; a click meanwhile is kept in `request`.
  useEffect(() => {
    if (!request || popup || (failed && !retrying)) return;
    let live = true;
    const opener = waiting.current;
    opener?.setAttribute('aria-busy', 'true');
    const settle = () => {
      if (waiting.current === opener) waiting.current = null;
      opener?.removeAttribute('aria-busy');
    };
    preloadClinicMapPopup().then(
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
          CLINIC_MAP_TAG,
          "could not load the map code; it is tried again on 'Повторить' or the next open",
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
  }, [request, popup, failed, retrying]);

  // The event of the clinic list and the openers.
  useEffect(() => {
    if (pageOwner && pageOwner !== me) {
      logWarn(CLINIC_MAP_TAG, 'only one <pd-clinic-map> per page is used; this one stays inert');
      return;
    }
    pageOwner = me;
    const open = (read: { points: MapPoint[]; problems: string[] }, opener: HTMLElement | null = null) => {
      read.problems.forEach((p) => logError(CLINIC_MAP_TAG, p));
      if (!read.points.length) return;
      waiting.current = opener;
      setFailed(false);
      setRequest((r) => ({ points: read.points, seq: (r?.seq ?? 0) + 1 }));
    };
    const onShowMap = (e: Event) => {
      const read = readMapPoints((e as CustomEvent<unknown>).detail);
      if (!read.points.length) return void read.problems.forEach((p) => logError(CLINIC_MAP_TAG, p));
      e.preventDefault(); // the list's fallback (the maps service in a new tab) is not needed
      open(read);
    };
    window.addEventListener(SHOW_MAP_EVENT, onShowMap);
    const stop = listenForOpeners(document, MAP_OPENER_ATTRIBUTE, {
      onOpen: ({ opener }) => open(readOpenerPoints(opener.getAttribute(MAP_OPENER_ATTRIBUTE)), opener),
      onWarm: () => void preloadClinicMapPopup().catch(() => {}),
    });
    return () => {
      window.removeEventListener(SHOW_MAP_EVENT, onShowMap);
      stop();
      if (pageOwner === me) pageOwner = null;
    };
  }, [me]);

  if (request && popup) return <popup.Popup {...props} request={request} />;
  if (!failedOnce) return null;
  return (
    <LazyDialog
      open={failed}
      onClose={() => {
        setFailed(false);
        setRetrying(false);
        setRequest(null);
      }}
      title={msg.title}
      role="alertdialog"
    >
      <Alert
        tone="error"
        text={msg.loadFailed}
        action={{ label: msg.retry, loading: retrying, onClick: () => setRetrying(true) }}
      />
    </LazyDialog>
  );
}
