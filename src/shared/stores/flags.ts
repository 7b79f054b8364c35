/** Feature flags by the spec's names (CONTRACT "Page config" `flags`; all off by default). */
import { computed, type ReadableAtom } from 'nanostores';
import { $config } from '../../core/config';

export const $flags: ReadableAtom<Record<string, boolean>> = computed($config, (c) => c.flags);

/** True when the named feature flag is on (e.g. `flag('pd_feat_express_button_doctor_page')`). */
export function flag(name: string): boolean {
  return $flags.get()[name] === true;
}
