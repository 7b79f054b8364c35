/**
 * What `<pd-share-button>` knows before its share code has arrived (ADR 215): its tag and the `kind` rule (the
 * `{doctor|lpu}` of the goal `shareButton_{doctor|lpu}_{page kind}`, portal-identity-reviews §7). No imports: the
 * share action itself is `share-button-store.ts`, loaded on first use.
 */

/** The tag. */
export const SHARE_BUTTON_TAG = 'pd-share-button';

/** What is shared: a doctor's or a clinic's page (the `{doctor|lpu}` of the goal). */
export type ShareKind = 'doctor' | 'lpu';

/** Whether `value` is a {@link ShareKind}. */
export function isShareKind(value: unknown): value is ShareKind {
  return value === 'doctor' || value === 'lpu';
}
