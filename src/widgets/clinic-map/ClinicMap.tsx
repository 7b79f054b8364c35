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
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { logError, logWarn } from '../../core/dom';
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

export type { ClinicMapProps } from './ClinicMapPopup';

/** The instance that owns the page's event and openers. */
let pageOwner: object | null = null;

type PopupComponent = ComponentType<ClinicMapProps & { request: MapOpenRequest }>;

/** The popup map; mount one per page. */
export function ClinicMap(props: ClinicMapProps) {
  const [me] = useState(() => ({}));
  const [request, setRequest] = useState<MapOpenRequest | null>(null);
  const [popup, setPopup] = useState<{ Popup: PopupComponent } | null>(null);

  // The popup (it adopts its own css) is fetched on the first open; a failed fetch is logged and retried on the next.
  useEffect(() => {
    if (!request || popup) return;
    let live = true;
    import('./ClinicMapPopup').then(
      (m) => live && setPopup({ Popup: m.ClinicMapPopup }),
      (err: unknown) => logError(CLINIC_MAP_TAG, 'could not load the map code; it will be retried', err),
    );
    return () => {
      live = false;
    };
  }, [request, popup]);

  // The event of the clinic list and the openers.
  useEffect(() => {
    if (pageOwner && pageOwner !== me) {
      logWarn(CLINIC_MAP_TAG, 'only one <pd-clinic-map> per page is used; this one stays inert');
      return;
    }
    pageOwner = me;
    const open = (read: { points: MapPoint[]; problems: string[] }) => {
      read.problems.forEach((p) => logError(CLINIC_MAP_TAG, p));
      if (read.points.length) setRequest((r) => ({ points: read.points, seq: (r?.seq ?? 0) + 1 }));
    };
    const onShowMap = (e: Event) => {
      const read = readMapPoints((e as CustomEvent<unknown>).detail);
      if (!read.points.length) return void read.problems.forEach((p) => logError(CLINIC_MAP_TAG, p));
      e.preventDefault(); // the list's fallback (the maps service in a new tab) is not needed
      open(read);
    };
    window.addEventListener(SHOW_MAP_EVENT, onShowMap);
    const stop = listenForOpeners(document, MAP_OPENER_ATTRIBUTE, {
      onOpen: ({ opener }) => open(readOpenerPoints(opener.getAttribute(MAP_OPENER_ATTRIBUTE))),
    });
    return () => {
      window.removeEventListener(SHOW_MAP_EVENT, onShowMap);
      stop();
      if (pageOwner === me) pageOwner = null;
    };
  }, [me]);

  return request && popup ? <popup.Popup {...props} request={request} /> : null;
}
