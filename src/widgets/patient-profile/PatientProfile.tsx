/**
 * `<PatientProfile>`: the review author's trust panel (booking-schedule §2 "Patient profile panel", §3 "Patient
 * profile", §4 "Patient profile", §7 `GET /api/rates/patient_profile/`, §8 "Patient profile load failure", §9 "Trust",
 * "patient panel 400"). A thin view: the rules are in `patient-profile-model.ts`, the state in
 * `patient-profile-store.ts`, the opener delegation in `openers.ts`.
 *
 * It renders nothing on the page by itself: a click (or Enter/Space) on any `[data-pd-patient-profile]` element opens,
 * for the patient of the `data-patient-data` of that element or of its closest ancestor (the review card), a panel
 * titled 'Пациент {title}' — a 400-px side sheet on desktop, a bottom sheet on mobile — with a skeleton while the
 * profile loads, then the trust percent, 'Можно доверять' / 'Доверяйте с осторожностью', the trust criteria, the share
 * of positive reviews, the review counts, the appointments, and a 'Закрыть' button. A failed load closes the panel
 * silently (ADR 141).
 *
 * One per page: a second mounted instance logs a warning and stays inert.
 */
import { BadgeIcon } from '../../shared/ui/icons';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { Button } from '../../core/ui';
import { patientProfileMessages as msg } from './messages';
import { closestOnPath } from '../../shared/openers';
import { usePageOpeners } from '../../shared/page-panels/use-page-openers';
import {
  OPENER_ATTRIBUTE,
  PATIENT_DATA_ATTRIBUTE,
  PATIENT_PANEL_WIDTH,
  PATIENT_PROFILE_TAG,
  panelTitle,
  type ProfileView,
} from './patient-profile-model';
import { createPatientProfileStore } from './patient-profile-store';

/** The modal id of the panel (unique on the page: one panel per page). */
export const PATIENT_PROFILE_DIALOG_ID = 'pd-patient-profile';

/** Props of {@link PatientProfile}: none; the patient comes from the clicked opener. */
export type PatientProfileProps = Record<string, never>;

/** The patient profile panel; mount one per page. */
export function PatientProfile(_props: PatientProfileProps) {
  const [store] = useState(() => createPatientProfileStore());
  const state = useStore(store.$state);
  const isDesktop = useStore($isDesktop);
  // The dialog code is loaded on first use (or on hover/focus of an opener). Once opened, the dialog stays rendered
  // (closed) so that closing can animate and reopening is instant.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (state.phase === 'open' && !dialogWanted) setDialogWanted(true);
  useEffect(() => store.start(), [store]);

  usePageOpeners({
    tag: PATIENT_PROFILE_TAG,
    attribute: OPENER_ATTRIBUTE,
    open: state.phase === 'open',
    onOpen: (hit) => store.open(closestOnPath(hit, PATIENT_DATA_ATTRIBUTE), hit.opener.textContent ?? ''),
    onWarm: () => void preloadModal(),
  });

  if (!dialogWanted) return null;
  return (
    <LazyDialog
      id={PATIENT_PROFILE_DIALOG_ID}
      open={state.phase === 'open'}
      onClose={store.close}
      // §2 'Пациент {title}': the server's title once loaded; the opener's text until then.
      title={panelTitle(state.profile?.title || state.patient?.title)}
      variant={isDesktop ? 'side-sheet' : 'bottom-sheet'}
      width={PATIENT_PANEL_WIDTH}
      // The 'Закрыть' button of §2 closes it; a cross with the same name would be a duplicate (Esc and a click
      // outside still close).
      hideCloseBtn
      className="pp"
      footer={
        <Button variant="secondary" block onClick={store.close}>
          {msg.close}
        </Button>
      }
    >
      {state.status === 'ready' && state.profile ? <ProfileBody view={state.profile} /> : <ProfileSkeleton />}
    </LazyDialog>
  );
}

/** The placeholder of the loading profile: one `role="status"` region, decorative blocks. */
function ProfileSkeleton() {
  return (
    <div className="pp__skeleton" role="status" aria-busy="true" aria-label={msg.loading} part="skeleton">
      <span className="pp__sk pp__sk--percent" aria-hidden="true" />
      <span className="pp__sk pp__sk--line" aria-hidden="true" />
      <span className="pp__sk pp__sk--line pp__sk--short" aria-hidden="true" />
      <span className="pp__sk pp__sk--line" aria-hidden="true" />
      <span className="pp__sk pp__sk--bar" aria-hidden="true" />
      <span className="pp__sk pp__sk--line pp__sk--short" aria-hidden="true" />
    </div>
  );
}

function CautionIcon() {
  return (
    <svg className="pp__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2.5 22.5 21h-21z" fill="currentColor" strokeLinejoin="round" />
      <path d="M12 9.5v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.2" fill="#fff" />
    </svg>
  );
}

/** The loaded profile. */
function ProfileBody({ view }: { view: ProfileView }) {
  const id = useId();
  const criteriaId = `${id}-criteria`;
  const reviewsId = `${id}-reviews`;
  const shareId = `${id}-share`;
  const appointmentsId = `${id}-appointments`;
  return (
    <div className="pp__body" part="profile">
      <section className="pp__trust" data-can-trust={view.canTrust ? 'true' : 'false'} part="trust">
        <p className="pp__percent">
          <span className="pp__percent-value">{view.trustPercentText}</span>
          <span className="pp__percent-label">{msg.trustLabel}</span>
        </p>
        <p className="pp__verdict" part="verdict">
          {view.canTrust ? <BadgeIcon mark="check" className="pp__icon" /> : <CautionIcon />}
          <span>{view.verdict}</span>
        </p>
      </section>

      {view.criteria.length > 0 && (
        <section className="pp__section" aria-labelledby={criteriaId}>
          <h3 id={criteriaId} className="pp__heading">
            {msg.criteriaTitle}
          </h3>
          <ul className="pp__criteria" part="criteria">
            {view.criteria.map((c) => (
              <li key={c.key} className="pp__criterion" data-met={c.canTrust ? 'true' : 'false'}>
                {c.canTrust ? (
                  <BadgeIcon mark="check" className="pp__icon" />
                ) : (
                  <BadgeIcon mark="cross" className="pp__icon" />
                )}
                <span>
                  {c.title}
                  <span className="pp__sr">{`: ${c.canTrust ? msg.criterionMet : msg.criterionNotMet}`}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="pp__section" aria-labelledby={reviewsId} part="reviews">
        <h3 id={reviewsId} className="pp__heading">
          {msg.reviewsTitle}
        </h3>
        <p className="pp__total">{view.totalReviewsText}</p>
        {view.positiveShare !== null ? (
          <div className="pp__share">
            <p className="pp__share-head">
              <span id={shareId}>{msg.positiveShare}</span>
              <span className="pp__share-value">{view.positiveShareText}</span>
            </p>
            <div
              className="pp__bar"
              role="progressbar"
              aria-labelledby={shareId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={view.positiveShare}
              aria-valuetext={view.positiveShareText ?? undefined}
              part="progress"
            >
              <span className="pp__bar-fill" style={{ width: `${view.positiveShare}%` }} />
            </div>
          </div>
        ) : (
          <p className="pp__muted">{msg.noRatedReviews}</p>
        )}
        <dl className="pp__counts">
          {view.counts.map((c) => (
            <div key={c.key} className="pp__count" data-kind={c.key}>
              <dt>{c.label}</dt>
              <dd>{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="pp__section" aria-labelledby={appointmentsId} part="appointments">
        <h3 id={appointmentsId} className="pp__heading">
          {msg.appointmentsTitle}
        </h3>
        <p className="pp__appointments">{view.appointmentsText}</p>
      </section>
    </div>
  );
}
