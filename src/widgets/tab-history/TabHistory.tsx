/**
 * `<TabHistory>`: renders nothing; records the page's visible time while mounted (portal-identity-reviews §3
 * "Tab-history record", §9). Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 */
import { useEffect } from 'react';
import { startTabHistory } from './tab-history';

/** No props. */
export type TabHistoryProps = Record<string, never>;

/** The recorder (no UI). */
export function TabHistory() {
  useEffect(() => startTabHistory(document), []);
  return null;
}
