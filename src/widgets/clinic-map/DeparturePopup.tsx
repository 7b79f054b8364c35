/**
 * The departure popup 'Откуда поедем?' (portal-identity-reviews §4 "Map popup for clinics", §5 "Departure address",
 * §9 "departure popup 360"): 'Адрес отправления', a geolocate icon button, 'Отмена' and 'Проложить маршрут'. The
 * rules are in departure-model.ts; this view wires them to the provider. Mounted afresh on every open, so the
 * address resets each time. ADR 180.
 */
import { useEffect, useId, useReducer, useRef } from 'react';
import type { GeoPlace, LatLon, MapProvider } from '../../shared/map-provider';
import { CLINIC_MAP_TAG, DEPARTURE_POPUP_WIDTH } from './clinic-map-model';
import {
  canSubmit,
  checkDeparture,
  departureReducer,
  initialDeparture,
  pickSuggestions,
  resolveDeparture,
  routeBounds,
} from './departure-model';
import { clinicMapMessages as msg } from './messages';
import { logError } from '../../core/dom';
import { commonMessages } from '../../core/i18n';
import type { DepartureError } from './departure-model';

/** The message under the address for each error; a failed call says offline or the generic error (issue 19). */
const ERROR_TEXT: Record<DepartureError, string> = {
  tooFar: msg.tooFar,
  notFound: msg.notFound,
  offline: commonMessages.offlineTitle,
  failed: commonMessages.genericTitle,
};

/** Typing pauses this long before suggestions are asked for, ms. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** Suggestions are asked for from this many characters. */
export const SUGGEST_MIN_CHARS = 3;

export interface DepartureFormProps {
  provider: MapProvider;
  /** The selected clinic's coordinates. */
  clinic: LatLon;
  onCancel(): void;
  /** A departure passed geocoding and the distance check. */
  onRoute(from: GeoPlace): void;
}

function LocateIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <path
        d="M12 2v3M12 19v3M2 12h3M19 12h3M12 5.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Z"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The popup's content (the dialog around it is the caller's: `LazyDialog` 360 px). */
export function DepartureForm({ provider, clinic, onCancel, onRoute }: DepartureFormProps) {
  const [state, dispatch] = useReducer(departureReducer, undefined, initialDeparture);
  const ids = useId();
  const inputId = `${ids}-address`;
  const errorId = `${ids}-error`;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Suggestions: at most 2 strictly within the route bounds (§5), after a pause in typing.
  useEffect(() => {
    const text = state.address;
    if (state.coords || text.trim().length < SUGGEST_MIN_CHARS) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const bounds = routeBounds(clinic);
      void provider.suggest(text, bounds, abort.signal).then((places) => {
        if (!abort.signal.aborted)
          dispatch({ type: 'suggestions', forAddress: text, places: pickSuggestions(places, bounds) });
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [state.address, state.coords, provider, clinic]);

  const locate = async () => {
    dispatch({ type: 'busy' });
    const place = await provider.geolocate();
    if (!live.current) return;
    const far = place && checkDeparture(place.coords, clinic);
    if (far) {
      dispatch({ type: 'located', place, fallbackAddress: msg.myLocation });
      dispatch({ type: 'refused', error: far });
    } else dispatch({ type: 'located', place, fallbackAddress: msg.myLocation });
  };

  const submit = async () => {
    if (!canSubmit(state)) return;
    dispatch({ type: 'busy' });
    const outcome = await resolveDeparture(state, clinic, (a) => provider.geocode(a));
    if (!live.current) return;
    if ('error' in outcome) {
      if (outcome.cause !== undefined)
        logError(CLINIC_MAP_TAG, 'the departure address could not be geocoded', outcome.cause);
      if (outcome.error === 'notFound') dispatch({ type: 'located', place: null, fallbackAddress: '' });
      else dispatch({ type: 'refused', error: outcome.error });
      return;
    }
    onRoute(outcome.place);
  };

  const error = state.error ? ERROR_TEXT[state.error] : '';
  return (
    <form
      className="dp"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="dp__label" htmlFor={inputId}>
        {msg.departureLabel}
      </label>
      <div className="dp__field" data-invalid={error ? '' : undefined}>
        <input
          id={inputId}
          className="dp__input"
          part="departure-input"
          type="text"
          autoComplete="street-address"
          value={state.address}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => dispatch({ type: 'edit', address: e.currentTarget.value })}
        />
        <button
          type="button"
          className="dp__locate"
          part="geolocate"
          aria-label={msg.geolocate}
          title={msg.geolocate}
          disabled={state.busy}
          onClick={() => void locate()}
        >
          <LocateIcon />
        </button>
      </div>
      <p id={errorId} className="dp__error" role="alert">
        {error}
      </p>
      {state.suggestions.length > 0 && (
        <ul className="dp__suggestions" aria-label={msg.suggestions}>
          {state.suggestions.map((place) => (
            <li key={`${place.coords[0]},${place.coords[1]}`}>
              <button
                type="button"
                className="dp__suggestion"
                onClick={() => dispatch({ type: 'pick', place })}
              >
                {place.address}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dp__actions">
        <button type="button" className="cm-btn cm-btn--secondary" onClick={onCancel}>
          {msg.cancel}
        </button>
        <button
          type="submit"
          className="cm-btn cm-btn--primary"
          part="departure-submit"
          disabled={!canSubmit(state)}
        >
          {msg.buildRoute}
        </button>
      </div>
    </form>
  );
}

export { DEPARTURE_POPUP_WIDTH };
