/**
 * The popup of `<ClinicMap>` (ClinicMap.tsx: the part that listens on the page and loads this one on the first open,
 * docs/decisions/210-clinic-map-popup-on-first-open.md): the popup map of clinics (booking-schedule §2 "Popup map", §4 "Map", §9; portal-identity-reviews §4
 * "Map popup for clinics", §5 departure address). A thin view over map-state.ts (the state machine),
 * departure-model.ts and route-format.ts; the maps service is a provider loaded on the first open
 * (load-provider.ts). Decisions: docs/decisions/178–181.
 *
 * It shows nothing on the page by itself. It opens on the clinic list's window event `pd:show-map` (it calls
 * `preventDefault()`, ADR 085) and on a click on any element with `data-pd-clinic-map='<map point JSON or list>'`:
 * - a full-screen popup with the cross and 'Закрыть карту', tied to the URL hash `#map_page` (a history entry is
 *   pushed on open; back closes; closing by a button goes back);
 * - one clinic: its pin preselected at zoom 15 with its details; several: a list panel headed with the count
 *   ('4 клиники') with a close button; pins clustered on a 128-px grid;
 * - selecting a pin shows the clinic's details and resets any route; 'Проложить маршрут' opens 'Откуда поедем?';
 *   the route (car / public transport) shows as a list with expandable details and a reset.
 *
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { CloseIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { logError, safeUrl } from '../../core/dom';
import { isAbortError, isApiError } from '../../core/http';
import { useHost } from '../../core/host';
import { LazyDialog } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import type { GeoPlace, MapView, RouteMode } from '../../shared/map-provider';
import {
  CLINIC_MAP_TAG,
  DEFAULT_ZOOM,
  MAP_DIALOG_ID,
  SINGLE_POINT_ZOOM,
  centreOf,
  type MapPoint,
} from './clinic-map-model';
import { DEPARTURE_POPUP_WIDTH, DepartureForm } from './DeparturePopup';
import {
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_URL,
  DEFAULT_YANDEX_SCRIPT_URL,
  loadProvider,
  type LoadedProvider,
  type ProviderKind,
} from './load-provider';
import { activeRoute, initialMapState, mapReducer, selectedPoint } from './map-state';
import { clinicMapMessages as msg } from './messages';
import { RoutePanel } from './RoutePanel';
import { clinicsCountText } from './route-format';
import { clinicMapWidgetStyles } from './ClinicMap.styles';

/** Props of `<ClinicMap>` (attributes of `<pd-clinic-map>`); every one optional. */
export interface ClinicMapProps {
  /** `open` (Leaflet + the tile URL, default) or `yandex` (Yandex Maps JS API v3). */
  provider?: string;
  /** `open`: tile URL template with `{z}`, `{x}`, `{y}`; default the reference API's `/api/maps/tiles/{z}/{x}/{y}.png`. */
  tileUrl?: string;
  /** `open`: attribution text of the tiles (e.g. '© OpenStreetMap contributors'). */
  tileAttribution?: string;
  /** `yandex`: the API key. */
  apiKey?: string;
  /** `yandex`: the script URL; `{key}` is replaced by the key. Default `https://api-maps.yandex.ru/v3/?apikey={key}&lang=ru_RU`. */
  scriptUrl?: string;
}

/** The desktop panel column (360 px and its 12-px margin) the fitted pins keep clear of. */
const PANEL_INSET_PX = 372;

const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
};

/** One request to open the map (from the page's event or an opener), numbered so that the same points open again. */
export interface MapOpenRequest {
  points: MapPoint[];
  seq: number;
}

/** The popup map, opened by each new `request` (ClinicMap.tsx owns the page's event and openers). */
export function ClinicMapPopup(props: ClinicMapProps & { request: MapOpenRequest }) {
  const kind: ProviderKind = props.provider === 'yandex' ? 'yandex' : 'open';
  // An unknown provider is reported by the listening element (ClinicMap.tsx) at once.
  const settings = {
    tileUrl: props.tileUrl || DEFAULT_TILE_URL,
    tileAttribution: props.tileAttribution ?? DEFAULT_TILE_ATTRIBUTION,
    apiKey: props.apiKey ?? '',
    scriptUrl: props.scriptUrl || DEFAULT_YANDEX_SCRIPT_URL,
  };
  const settingsKey = JSON.stringify([kind, settings]);
  const [state, dispatch] = useReducer(mapReducer, initialMapState);
  const isDesktop = useStore($isDesktop);
  const host = useHost();
  const ids = useId();

  const [dialogWanted, setDialogWanted] = useState(false);
  if (state.open && !dialogWanted) setDialogWanted(true);
  const [loaded, setLoaded] = useState<LoadedProvider | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  // Its css, adopted when it first renders (ADR 210: not with the element, which only listens until the first open).
  useState(() => host.shadowRoot && adoptStyles(host.shadowRoot, clinicMapWidgetStyles));
  // Each request opens the popup with its points.
  const { request } = props;
  useEffect(() => dispatch({ type: 'open', points: request.points }), [request]);

  // The map code loads on the first open only.
  useEffect(() => {
    if (!state.open || failed) return;
    let live = true;
    loadProvider(kind, JSON.parse(settingsKey)[1]).then(
      (p) => {
        if (!live) return;
        if (host.shadowRoot) adoptStyles(host.shadowRoot, p.styles);
        setLoaded(p);
      },
      (err: unknown) => {
        logError(CLINIC_MAP_TAG, 'could not load the map code; it will be retried', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [state.open, failed, kind, settingsKey, host, attempt]);

  // A map view per open popup (the popup's content unmounts when it closes).
  useEffect(() => {
    if (!container || !loaded) return;
    let live = true;
    let made: MapView | null = null;
    const points = stateRef.current.points;
    const single = points.length === 1;
    loaded.provider
      .createMap(container, {
        center: single ? points[0]!.coords : centreOf(points),
        zoom: single ? SINGLE_POINT_ZOOM : DEFAULT_ZOOM,
        onSelect: (id) => dispatch({ type: 'select', id }),
        label: msg.mapLabel,
        clusterLabel: clinicsCountText,
        zoomLabels: { in: msg.zoomIn, out: msg.zoomOut },
      })
      .then(
        (v) => {
          if (!live) return v.destroy();
          made = v;
          setView(v);
        },
        (err: unknown) => {
          logError(CLINIC_MAP_TAG, 'the map could not be created', err);
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
      made?.destroy();
      setView(null);
    };
  }, [container, loaded]);

  // Pins, and the first view: one clinic at zoom 15, several fitted.
  useEffect(() => {
    if (!view) return;
    const points = stateRef.current.points;
    view.resize();
    view.setMarkers(points.map((p) => ({ id: p.id, coords: p.coords, label: p.name || p.address })));
    if (points.length === 1) view.focus(points[0]!.coords, SINGLE_POINT_ZOOM);
    // The list panel covers the left column on desktop and the lower part of the map on mobile.
    else
      view.fitMarkers(isDesktop ? { left: PANEL_INSET_PX } : { bottom: (container?.clientHeight ?? 0) / 2 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fitted once per view and set of points
  }, [view, state.points]);

  useEffect(() => view?.setSelected(state.selectedId), [view, state.selectedId]);
  const drawn = activeRoute(state);
  useEffect(() => view?.showRoute(drawn), [view, drawn]);

  useLayoutEffect(() => {
    if (!container || !view || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => view.resize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [container, view]);

  const buildRoute = (from: GeoPlace) => {
    const clinic = selectedPoint(stateRef.current);
    if (!clinic || !loaded) return;
    dispatch({ type: 'routeStart', from });
    const modes: RouteMode[] = ['car', 'transit'];
    void Promise.all(modes.map((m) => loaded.provider.route(from.coords, clinic.coords, m))).then(
      ([car, transit]) =>
        dispatch({ type: 'routesLoaded', from, routes: { car: car ?? [], transit: transit ?? [] } }),
      (err: unknown) => {
        if (isAbortError(err)) return;
        logError(CLINIC_MAP_TAG, 'the route could not be built', err);
        dispatch({ type: 'routesFailed', from, offline: isApiError(err, 'offline') });
      },
    );
  };

  const pickFromList = (p: MapPoint) => {
    dispatch({ type: 'select', id: p.id });
    view?.focus(p.coords, SINGLE_POINT_ZOOM);
    if (!isDesktop) dispatch({ type: 'toggleList', open: false });
  };

  const close = () => dispatch({ type: 'close' });
  const selected = selectedPoint(state);
  const several = state.points.length > 1;
  const href = selected ? safeUrl(selected.lpuHref) : null;
  const tel = selected ? telHref(selected.phone) : null;
  const fallbackStyles =
    host.shadowRoot && !supportsAdoptedStyleSheets()
      ? [...clinicMapWidgetStyles, ...(loaded ? loaded.styles : [])]
      : [];

  return (
    <>
      {fallbackStyles.map((s, i) => (
        <style key={i}>{s}</style>
      ))}
      {dialogWanted && (
        <LazyDialog
          id={MAP_DIALOG_ID}
          useHash
          open={state.open}
          onClose={close}
          title={msg.title}
          variant="fullscreen"
          className="cm"
          footer={
            <button
              type="button"
              className="cm-btn cm-btn--secondary cm-close"
              part="close-map"
              onClick={close}
            >
              {msg.closeMap}
            </button>
          }
        >
          <div className="cm__stage">
            <div className="cm__map" part="map" ref={setContainer} />
            {!view && (
              <div className="cm__overlay" role={failed ? 'alert' : 'status'}>
                {failed ? (
                  <>
                    <p>{msg.loadFailed}</p>
                    <button
                      type="button"
                      className="cm-btn cm-btn--primary"
                      onClick={() => {
                        setFailed(false);
                        setAttempt((n) => n + 1);
                      }}
                    >
                      {msg.retry}
                    </button>
                  </>
                ) : (
                  <p>{msg.loading}</p>
                )}
              </div>
            )}
            <div className="cm__panels">
              {several && state.listOpen && (
                <section className="cm-list" part="list" aria-labelledby={`${ids}-count`}>
                  <div className="cm-panel__head">
                    <h3 id={`${ids}-count`} className="cm-panel__title">
                      {clinicsCountText(state.points.length)}
                    </h3>
                    <button
                      type="button"
                      className="cm-icon-btn"
                      aria-label={msg.closeList}
                      onClick={() => dispatch({ type: 'toggleList', open: false })}
                    >
                      <CloseIcon />
                    </button>
                  </div>
                  <ul className="cm-list__items">
                    {state.points.map((p) => (
                      <li key={p.id}>
                        <button
                          type="button"
                          className="cm-list__item"
                          aria-pressed={p.id === state.selectedId}
                          onClick={() => pickFromList(p)}
                        >
                          <strong>{p.name}</strong>
                          <span className="cm-muted">{p.address}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {several && !state.listOpen && (
                <button
                  type="button"
                  className="cm-btn cm-btn--secondary cm-show-list"
                  onClick={() => dispatch({ type: 'toggleList', open: true })}
                >
                  {msg.showList}
                </button>
              )}
              {selected && (
                <section className="cm-details" part="details" aria-labelledby={`${ids}-name`}>
                  <div className="cm-panel__head">
                    <h3 id={`${ids}-name`} className="cm-panel__title">
                      {selected.name}
                    </h3>
                    {several && (
                      <button
                        type="button"
                        className="cm-icon-btn"
                        aria-label={msg.closeDetails}
                        onClick={() => dispatch({ type: 'select', id: null })}
                      >
                        <CloseIcon />
                      </button>
                    )}
                  </div>
                  {selected.address && <p className="cm-details__address">{selected.address}</p>}
                  {(tel || href) && (
                    <p className="cm-details__links">
                      {tel && <a href={tel}>{selected.phone}</a>}
                      {href && <a href={href}>{msg.clinicPage}</a>}
                    </p>
                  )}
                  {state.route.status === 'none' ? (
                    <button
                      type="button"
                      className="cm-btn cm-btn--primary"
                      part="build-route"
                      disabled={!loaded}
                      onClick={() => dispatch({ type: 'openDeparture' })}
                    >
                      {msg.buildRoute}
                    </button>
                  ) : (
                    <RoutePanel route={state.route} dispatch={dispatch} onRetry={buildRoute} />
                  )}
                </section>
              )}
            </div>
          </div>
        </LazyDialog>
      )}
      {dialogWanted && loaded && (
        <LazyDialog
          open={state.open && state.departureOpen}
          onClose={() => dispatch({ type: 'closeDeparture' })}
          title={msg.departureTitle}
          width={DEPARTURE_POPUP_WIDTH}
          className="dp-dialog"
        >
          {selected && (
            <DepartureForm
              provider={loaded.provider}
              clinic={selected.coords}
              onCancel={() => dispatch({ type: 'closeDeparture' })}
              onRoute={buildRoute}
            />
          )}
        </LazyDialog>
      )}
    </>
  );
}
