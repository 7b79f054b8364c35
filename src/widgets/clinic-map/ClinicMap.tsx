/**
 * `<ClinicMap>`: the popup map of clinics (booking-schedule §2 "Popup map", §4 "Map", §9; portal-identity-reviews §4
 * "Map popup for clinics", §5 departure address). Decisions: docs/decisions/178–181, 210.
 *
 * It shows nothing on the page by itself. It opens on the clinic list's window event `pd:show-map` (it calls
 * `preventDefault()`, ADR 085) and on a click on any element with `data-pd-clinic-map='<map point JSON or list>'`.
 * This part only listens: the popup itself (ClinicMapPopup.tsx — the full-screen dialog tied to `#map_page`, the
 * list, details, departure popup and routes, and their css) is loaded on the first open, like the maps service after
 * it (ADR 210: the doctor page defines this element at load, so its 7.0 kB brotli were JS at load). A pointer or
 * focus on an opener starts loading it; an open meanwhile is kept (the opener busy); a failed load shows
 * 'Не удалось загрузить карту. Попробуйте ещё раз' with 'Повторить' (src/shared/openers/popup-code.tsx).
 *
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { useEffect, useState } from 'react';
import { logError, logWarn } from '../../core/dom';
import { useLoggedProblems } from '../../core/hooks';
import { listenForOpeners } from '../../shared/openers';
import { popupCode, popupCodeStyles, usePopupCode } from '../../shared/openers/popup-code';
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

/** The css of the listening element: its load-failure dialog. */
export const clinicMapShellStyles = popupCodeStyles;

/** The instance that owns the page's event and openers. */
let pageOwner: object | null = null;

/** Starts loading the popup's code and the dialog's (once per page; a failure is tried again on the next call). */
export const preloadClinicMapPopup = popupCode(() =>
  import('./ClinicMapPopup').then((m) => m.ClinicMapPopup),
);

/** The popup map; mount one per page. */
export function ClinicMap(props: ClinicMapProps) {
  // A malformed attribute is reported at once, not only when the popup first opens.
  const { provider } = props;
  useLoggedProblems(
    CLINIC_MAP_TAG,
    provider && provider !== 'open' && provider !== 'yandex'
      ? [`provider="${provider}" is not open|yandex; the open provider is used`]
      : [],
  );
  const [me] = useState(() => ({}));
  const [request, setRequest] = useState<MapOpenRequest | null>(null);
  const code = usePopupCode(CLINIC_MAP_TAG, preloadClinicMapPopup, msg);
  const { ask } = code;

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
      setRequest((r) => ({ points: read.points, seq: (r?.seq ?? 0) + 1 }));
      ask(opener);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` only sets state; the listeners live with the element
  }, [me]);

  return request && code.Popup ? <code.Popup {...props} request={request} /> : code.failure;
}
