/**
 * Pure rules of `<pd-shame-mark>` (booking-schedule §2 "Shame-mark notice": "Shown for reviews or rating (texts in
 * section 8)"). No DOM. Decision: docs/decisions/143-shame-mark.md.
 */
import { shameMarkMessages } from './messages';

/** The tag. */
export const SHAME_MARK_TAG = 'pd-shame-mark';

/** What the notice is about: removed ordered reviews, or an annulled rating. */
export type ShameMarkKind = 'review' | 'rating';

/** The kinds in the order of the spec. */
export const SHAME_MARK_KINDS: readonly ShameMarkKind[] = ['review', 'rating'];

/** The notice to draw, or the problem that keeps it hidden. */
export type ShameMarkView =
  { kind: ShameMarkKind; text: string; problem: null } | { kind: null; text: null; problem: string };

/**
 * The notice for the `kind` attribute: `review` or `rating` (case and surrounding blanks ignored) gives the §8 text;
 * anything else (absent, empty, unknown) gives a `problem` (logged as `[pd-widgets] pd-shame-mark: …`) and no notice.
 */
export function shameMarkView(kind: string | null | undefined): ShameMarkView {
  const value = typeof kind === 'string' ? kind.trim().toLowerCase() : '';
  if (value === 'review' || value === 'rating') {
    return { kind: value, text: shameMarkMessages[value], problem: null };
  }
  const problem =
    kind == null || value === ''
      ? 'attribute "kind" is required: "review" or "rating"; nothing is shown'
      : `attribute "kind" must be "review" or "rating", got "${kind}"; nothing is shown`;
  return { kind: null, text: null, problem };
}
