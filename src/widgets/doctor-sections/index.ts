/**
 * `<pd-doctor-sections>` (portal-identity-reviews §2 "Doctor page", §4 "Lazy doctor sections" and "List loader", §7
 * "Doctor page" activities calls, §8 infinite-scroll failure, §9 lazy margin 300 px, TOC offset 75 px, throttle
 * 100 ms; booking-schedule §2 "Other" recommendations). Importing this module defines the tag. The markup contract is
 * docs/doctor-sections-html.md. Decisions: docs/decisions/162–164.
 *
 * ```html
 * <pd-doctor-sections doctor-id="{{ doctor.id }}">
 *   <nav data-ds-toc aria-label="Разделы">…<a href="#services">Услуги</a>…</nav>
 *   <section id="services" data-section="services"><h2>Услуги</h2><div data-section-body>…skeleton…</div></section>
 *   <div data-ds-activities></div>
 * </pd-doctor-sections>
 * ```
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { adoptStyles } from '../../core/styles';
import { DoctorSections, type DoctorSectionsProps } from './DoctorSections';
import { SECTIONS_TAG } from './doctor-sections-model';
export { LIST_PAGE_SIZE, activitiesPath, sectionPath } from './sections-load-model';

export { DoctorSections, type DoctorSectionsProps } from './DoctorSections';
export { doctorSectionsWidgetStyles } from './DoctorSections.styles';
export { doctorSectionsMessages } from './messages';
export { startDoctorSections, type Sanitize, type SectionsOptions } from './sections-enhance';
export {
  ATTR as DOCTOR_SECTIONS_ATTR,
  LAZY_MARGIN_PX,
  SCROLL_THROTTLE_MS,
  SECTIONS_TAG,
  TOC_OFFSET_PX,
  activeSection,
  type ListStatus,
  type SectionState,
  type SectionStatus,
} from './doctor-sections-model';

/** The tag. */
export const DOCTOR_SECTIONS_TAG = SECTIONS_TAG;

const props: Record<'doctorId', WidgetProp> = {
  doctorId: {
    type: 'string',
    attribute: 'doctor-id',
    doc: 'The doctor id (required, a positive integer): `{id}` of GET /ajax/doctor/{id}/activities/ and /activities/{section}/?page={n}.',
  },
};

// A light widget (no shadow root, no `:host`): a block from its definition on, as the loader's cloak made it until
// then — a switch to `inline` would rebuild the whole page's layout (ADR 229).
if (typeof document !== 'undefined') adoptStyles(document, [`${SECTIONS_TAG}{display:block}`]);

defineWidget<DoctorSectionsProps>({
  tag: SECTIONS_TAG,
  component: DoctorSections,
  props,
  // The page stays where the server put it, as it was laid out: no shadow root to slot it through (ADR 229).
  light: true,
  slots: {
    '': 'The doctor page as the server renders it (docs/doctor-sections-html.md; light DOM, styled by the site).',
  },
  docs:
    'The doctor page sections (portal-identity-reviews §2 "Doctor page", §4). Wrap the server-rendered page in ' +
    '`<pd-doctor-sections doctor-id>`. Each `[data-section]` loads page 1 of GET /ajax/doctor/{id}/activities/{section}/ ' +
    'once, when scrolled within 300 px, when its table-of-contents link is clicked or when the hash names it; ' +
    '`[data-ds-activities]` is replaced by GET /ajax/doctor/{id}/activities/. `[data-ds-more]` loads page n+1 and ' +
    'updates its `[data-ds-counter]` (removed when nothing remains); `[data-ds-scroller]` loads page n+1 within 300 px ' +
    '(removed on failure). The `[data-ds-toc]` marks the current section (`aria-current`, 75 px offset) and gets ' +
    "`data-ds-fixed` once scrolled past; `[data-ds-toggle]` shows/hides a list ('Показать весь список' / 'Скрыть'); " +
    "`[data-ds-reveal]` shows the recommendations' hidden items and removes its container. Server HTML is sanitised.",
});
