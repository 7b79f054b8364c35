/** The live connection client (ARCHITECTURE §3 `core/live`, moved to src/shared by ADR 122; booking-schedule §4 "Live connection client"). */
export {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  HEARTBEAT_CLOSE_CODE,
  HEARTBEAT_INTERVAL_MS,
  LiveConnection,
  MAX_LOST_HEARTBEATS,
  PING_MESSAGE,
  TOO_MANY_HEARTBEATS_REASON,
  backoffDelay,
  resolveLiveUrl,
  type LiveCloseInfo,
  type LiveHooks,
  type LiveOptions,
  type LiveSocket,
  type LiveSocketConstructor,
  type LiveState,
} from './connection';
