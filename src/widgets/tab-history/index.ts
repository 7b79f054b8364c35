/**
 * `<pd-tab-history>` (portal-identity-reviews §3 "Tab-history record", §9 "Tab history limit 100 entries"). Importing
 * this module defines the tag. Decision: docs/decisions/173-dropdown-list-and-tab-history.md.
 */
import { defineWidget } from '../../core/define';
import { TabHistory, type TabHistoryProps } from './TabHistory';
import { TAB_HISTORY_TAG } from './tab-history-model';

export { TabHistory, type TabHistoryProps } from './TabHistory';
export { readTabHistory, startTabHistory, type TabHistoryOptions } from './tab-history';
export {
  TAB_HISTORY_KEY,
  TAB_HISTORY_LIMIT,
  TAB_HISTORY_TAG,
  appendRecord,
  makeRecord,
  parseHistory,
  recordUrl,
  type TabHistoryRecord,
} from './tab-history-model';

defineWidget<TabHistoryProps>({
  tag: TAB_HISTORY_TAG,
  component: TabHistory,
  props: {},
  styles: [':host{display:none}'],
  docs:
    'Invisible recorder: each span the page is visible appends {url (no hash), start, end (epoch ms), difference ' +
    '(ms)} to localStorage pd_tab_history (JSON array, oldest first, newest 100 kept).',
});
