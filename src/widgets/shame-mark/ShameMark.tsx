/**
 * `<ShameMark>`: the shame-mark notice (booking-schedule §2 "Shame-mark notice", §8 "Shame-mark texts"). A warning
 * box with an icon and the §8 text for `kind="review"` (some reviews were removed: their authors wrote them to order)
 * or `kind="rating"` (the rating was annulled). A note (`role="note"`): static advice read in the page's order, not
 * an announcement. A missing or unknown `kind` logs `[pd-widgets] pd-shame-mark: …` and renders nothing.
 */
import { useLoggedProblems } from '../../core/hooks';
import { SHAME_MARK_TAG, shameMarkView } from './shame-mark-model';

/** Props of {@link ShameMark}: the CONTRACT attribute. */
export interface ShameMarkProps {
  /** `review` or `rating` (required). */
  kind?: string | null;
}

function WarningIcon() {
  return (
    <svg className="sm__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5 1.5 21h21L12 2.5Z" fill="currentColor" />
      <path d="M12 9v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.2" fill="#fff" />
    </svg>
  );
}

/** The shame-mark notice. */
export function ShameMark({ kind }: ShameMarkProps) {
  const view = shameMarkView(kind);
  useLoggedProblems(SHAME_MARK_TAG, view.problem ? [view.problem] : []);
  if (!view.kind) return null;
  return (
    <div className="sm" part="notice" role="note" data-kind={view.kind}>
      <WarningIcon />
      <p className="sm__text" part="text">
        {view.text}
      </p>
    </div>
  );
}
