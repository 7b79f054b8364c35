/**
 * The route list (booking-schedule §4 "Map": a route by car or public transport "with a list, expanded details and
 * a reset"; §9 transport numbers). Formatting is route-format.ts. ADR 181.
 */
import { useId } from 'react';
import { format } from '../../core/i18n';
import { commonMessages } from '../../core/i18n';
import type { GeoPlace, RouteMode } from '../../shared/map-provider';
import type { MapAction, RouteState } from './map-state';
import { clinicMapMessages as msg } from './messages';
import { formatRouteDistance, formatRouteDuration, stepTitle, transitSummary } from './route-format';

const MODES: readonly [RouteMode, string][] = [
  ['car', msg.modeCar],
  ['transit', msg.modeTransit],
];

export function RoutePanel({
  route,
  dispatch,
  onRetry,
}: {
  route: Exclude<RouteState, { status: 'none' }>;
  dispatch(a: MapAction): void;
  /** Builds the route again from the same place (after a failed call). */
  onRetry?(from: GeoPlace): void;
}) {
  const ids = useId();
  const list = route.status === 'ready' ? route.routes[route.mode] : [];
  return (
    <section className="cm-route" part="route" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="cm-route__title">
        {msg.routeTitle}
      </h3>
      <p className="cm-route__from">{format(msg.from, { address: route.from.address || msg.myLocation })}</p>
      <div className="cm-route__modes" role="group" aria-label={msg.modes}>
        {MODES.map(([mode, label]) => (
          <button
            key={mode}
            type="button"
            className="cm-chip"
            aria-pressed={route.mode === mode}
            disabled={route.status !== 'ready'}
            onClick={() => dispatch({ type: 'setMode', mode })}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="status" className="cm-route__status">
        {route.status === 'loading'
          ? msg.routesLoading
          : route.status === 'failed'
            ? route.offline
              ? commonMessages.offlineTitle
              : commonMessages.genericTitle
            : !list.length
              ? msg.noRoutes
              : ''}
      </div>
      {route.status === 'ready' && list.length > 0 && (
        <ol className="cm-route__list" part="route-list">
          {list.map((r, i) => {
            const expanded = route.expanded === i;
            const detailsId = `${ids}-details-${i}`;
            return (
              <li key={i} className="cm-route__item" data-active={route.active === i ? '' : undefined}>
                <button
                  type="button"
                  className="cm-route__pick"
                  aria-pressed={route.active === i}
                  onClick={() => dispatch({ type: 'activate', index: i })}
                >
                  <span className="cm-route__time">{formatRouteDuration(r.durationSec)}</span>
                  <span className="cm-route__dist">{formatRouteDistance(r.distanceM)}</span>
                  {r.mode === 'transit' && <span className="cm-route__summary">{transitSummary(r)}</span>}
                </button>
                <button
                  type="button"
                  className="cm-link"
                  aria-expanded={expanded}
                  aria-controls={expanded ? detailsId : undefined}
                  onClick={() => dispatch({ type: 'expand', index: i })}
                >
                  {expanded ? msg.hideDetails : msg.details}
                </button>
                {expanded && (
                  <ol id={detailsId} className="cm-route__steps" part="route-steps">
                    {r.steps.map((s, j) => (
                      <li key={j}>
                        <strong>{stepTitle(s)}</strong>
                        {s.text && <span> · {s.text}</span>}
                        <span className="cm-muted">
                          {' '}
                          · {formatRouteDuration(s.durationSec)}, {formatRouteDistance(s.distanceM)}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {route.status === 'failed' && onRetry && (
        <button type="button" className="cm-btn cm-btn--primary" onClick={() => onRetry(route.from)}>
          {commonMessages.retry}
        </button>
      )}
      <button
        type="button"
        className="cm-btn cm-btn--secondary"
        part="route-reset"
        onClick={() => dispatch({ type: 'resetRoute' })}
      >
        {msg.resetRoute}
      </button>
    </section>
  );
}
