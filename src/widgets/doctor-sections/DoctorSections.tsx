/**
 * `<DoctorSections>`: the doctor page's lazy sections, table of contents and recommendations 'more' (portal-identity-
 * reviews §2 "Doctor page", §4 "Lazy doctor sections", "List loader", §7, §8, §9; booking-schedule §2 "Other"). The
 * page stays the server's HTML in the element's light DOM, styled by the site's CSS; the element enhances it by the
 * contract of docs/doctor-sections-html.md (`sections-enhance.ts`). `<pd-doctor-sections>` is a light widget (no
 * shadow root, ADR 229): the `<slot>` rendered here shows the children only in the React entry's shadow-root wrapper.
 * A bad `doctor-id` is logged once and the page is left as the server rendered it. Decisions: docs/decisions/162–164.
 */
import { useEffect, useMemo } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { SECTIONS_TAG, readDoctorId } from './doctor-sections-model';
import { startDoctorSections } from './sections-enhance';

/** Props of {@link DoctorSections} (attribute `doctor-id`). */
export interface DoctorSectionsProps {
  /** The doctor's id (required, a positive integer): `{id}` of /ajax/doctor/{id}/activities/…. */
  doctorId?: number | string;
}

/** Enhances the server-rendered doctor page below the element. */
export function DoctorSections({ doctorId }: DoctorSectionsProps) {
  const host = useHost();
  const { id, problem } = useMemo(() => readDoctorId(doctorId), [doctorId]);
  useLoggedProblems(SECTIONS_TAG, problem ? [problem] : []);
  useEffect(() => {
    if (id === null) return;
    return startDoctorSections(host, { doctorId: id });
  }, [host, id]);
  return <slot />;
}
