/**
 * `<DoctorCases>`: the doctor's before-and-after cases (booking-schedule §2 "Before-and-after cases", §3 "Doctor
 * case", §4 "Cases list", §7 cases calls, §8 cases errors and notes, §9 "Cases preview").
 *
 * A preview slider of the first 10 cases (at most 3 images each; a 'Смотреть все' slide with more than 10 cases;
 * previous/next buttons only with more than 3 slides on desktop, more than 1 on mobile; CSS scroll-snap). A case or
 * 'Смотреть все' opens the list 'Фото до и после' (fullscreen on mobile, a 670-px right drawer on desktop) that
 * loads further pages while `has_next` (on scroll, or 'Показать ещё случаи'). A case shows 'Случай N', clinic and
 * doctor links, images with period captions (a click opens the gallery 'N из M'), the description, the price line
 * and 'Что входит в стоимость' ('Услуги на {total}', cached per case), and 'Записаться на консультацию' (scrolls
 * to `appointment-selector`). Failures show the §8 alert ('Понятно' offline, 'Обновить' reloads the page
 * otherwise). No cases: nothing is rendered and `doctor-cases:empty` is emitted. Decisions: docs/decisions/166–169.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { isAllowedNavigation, logError, safeUrl } from '../../core/dom';
import { useLoggedProblems, useWidgetStore } from '../../core/hooks';
import { emit, useHost } from '../../core/host';
import { LazyDialog, preloadModal } from '../../core/lazy-modal';
import { $isDesktop } from '../../core/stores';
import { resolveJsonInput } from '../../shared/json-script';
import { Button } from '../../core/ui';
import { CaseGallery } from './CaseGallery';
import { CaseItem, Thumb } from './CaseItem';
import { CaseServicesDialog } from './CaseServicesDialog';
import { ChevronIcon } from '../../shared/ui/icons';
import {
  CASES_DRAWER_WIDTH,
  DEFAULT_APPOINTMENT_SELECTOR,
  DOCTOR_CASES_TAG,
  caseTitle,
  failureAlert,
  acceptingLpuIds,
  parseLpuIds,
  previewPlan,
  showsConsultation,
  sliderEnabled,
  type CasesFailure,
  type PreviewPlan,
} from './doctor-cases-model';
import { createDoctorCasesStore, type DoctorCasesStore } from './doctor-cases-store';
import { doctorCasesMessages as msg } from './messages';

/** Props of {@link DoctorCases} (attributes `doctor-id`, `doctor-name`, `doctor-url`, `appointment-selector`,
 * `appointment-lpu-ids`). */
export interface DoctorCasesProps {
  /** The doctor whose cases are listed (`GET /api/doctor/cases/?doctor_id=`). Required, a positive whole number. */
  doctorId?: number;
  /** The doctor's name, shown as the doctor link of each case. */
  doctorName?: string;
  /** The doctor's page (same origin or an allowed host); without it the name is plain text. */
  doctorUrl?: string;
  /** CSS selector of the appointment block 'Записаться на консультацию' scrolls to; default `#appointment`. */
  appointmentSelector?: string;
  /**
   * Ids of the clinics that accept appointments (direct with slots, or express; §2), comma-separated. Absent: every
   * case shows 'Записаться на консультацию' (when the appointment block exists).
   */
  appointmentLpuIds?: string;
  /**
   * The page's clinic entries (booking-schedule §3 "Clinic address entry", as `<pd-clinic-list clinics>`): when
   * given, a case shows the button only if its clinic accepts appointments — direct with slots, or express (§2).
   * Wins over `appointmentLpuIds`.
   */
  clinics?: unknown;
  /** Id of the `<script type="application/json">` holding {@link clinics} (Django `json_script`). */
  clinicsSource?: string;
}

/** The `doctor-cases:empty` event: the doctor has no cases (the page may hide the section around the element). */
export const CASES_EMPTY_EVENT = 'doctor-cases:empty';

/** `detail` of {@link CASES_EMPTY_EVENT}. */
export interface DoctorCasesEmptyDetail {
  doctorId: number | undefined;
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A link URL from a reply or an attribute: http(s)/relative AND same origin or an allowed host, else null. */
function linkUrl(raw: string | null | undefined): string | null {
  const url = safeUrl(raw);
  return url && isAllowedNavigation(url) ? url : null;
}

function findTarget(selector: string): HTMLElement | null {
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch (err) {
    logError(DOCTOR_CASES_TAG, `appointment-selector ${JSON.stringify(selector)} is not a CSS selector`, err);
    return null;
  }
}

/** The preview slider (§9 "Cases preview"). */
function Preview({
  plan,
  isDesktop,
  onOpen,
}: {
  plan: PreviewPlan;
  isDesktop: boolean;
  onOpen(caseId: number | null): void;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const enabled = sliderEnabled(plan.slides, isDesktop);

  const update = () => {
    const t = track.current;
    if (!t) return;
    const start = t.scrollLeft <= 4;
    const end = t.scrollLeft + t.clientWidth >= t.scrollWidth - 4;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  };
  useLayoutEffect(() => {
    update();
    const t = track.current;
    if (!t || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => update());
    ro.observe(t);
    return () => ro.disconnect();
  }, [plan.slides, isDesktop]);

  const step = (dir: -1 | 1) => {
    const t = track.current;
    const slide = t?.querySelector<HTMLElement>('.cs__slide');
    if (!t || !slide) return;
    const by = slide.getBoundingClientRect().width + 12;
    t.scrollBy({ left: dir * by, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div
      className="cs"
      part="preview"
      role="group"
      aria-label={msg.title}
      data-desktop={isDesktop ? '' : undefined}
      data-fixed={enabled ? undefined : ''}
    >
      <ul className="cs__track" ref={track} onScroll={update} data-slides={plan.slides}>
        {plan.cases.map(({ item, index, images }) => {
          const title = caseTitle(index);
          return (
            <li key={item.id} className="cs__slide" part="slide">
              <div className="cs__card">
                {/* The button covers the card (::after); its name starts with the visible 'Случай N'. */}
                <button
                  type="button"
                  className="cs__card-btn"
                  aria-haspopup="dialog"
                  aria-label={title + msg.openCaseSuffix}
                  onClick={() => onOpen(item.id)}
                  onPointerEnter={() => void preloadModal()}
                  onFocus={() => void preloadModal()}
                >
                  <span className="cs__card-title">{title}</span>
                </button>
                {images.length > 0 && (
                  <span className="cs__thumbs" data-count={images.length} aria-hidden="true">
                    {images.map((image, i) => (
                      <span key={i} className="cs__shot">
                        <Thumb image={image} n={i + 1} />
                        {image.caption && <span className="cs__shot-caption">{image.caption}</span>}
                      </span>
                    ))}
                  </span>
                )}
                {item.lpu.name && <span className="cs__card-clinic">{item.lpu.name}</span>}
              </div>
            </li>
          );
        })}
        {plan.showAll && (
          <li className="cs__slide" part="slide show-all">
            <button type="button" className="cs__all" aria-haspopup="dialog" onClick={() => onOpen(null)}>
              {msg.showAll}
            </button>
          </li>
        )}
      </ul>
      {enabled && (
        <div className="cs__navs">
          <button
            type="button"
            className="cs__nav"
            part="slider-prev"
            aria-label={msg.previousCases}
            aria-disabled={edges.start || undefined}
            onClick={() => step(-1)}
          >
            <ChevronIcon dir="left" />
          </button>
          <button
            type="button"
            className="cs__nav"
            part="slider-next"
            aria-label={msg.nextCases}
            aria-disabled={edges.end || undefined}
            onClick={() => step(1)}
          >
            <ChevronIcon dir="right" />
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The preview while the cases load: its own geometry — the slides (three on the desktop, one and the next one's edge
 * on a phone), a card's title line, three squares with their captions, the clinic line, the slider buttons' row —
 * drawn muted, so the block keeps its height when the cases arrive (it was a 160-px bar, then a 406–782-px preview:
 * the page below moved). Hidden from assistive technology but for its status.
 */
function PreviewSkeleton({ isDesktop }: { isDesktop: boolean }) {
  return (
    <div className="cs" part="preview" aria-busy="true" data-desktop={isDesktop ? '' : undefined}>
      <div className="cs__skeleton" role="status" aria-label={msg.loading}>
        <ul className="cs__track" aria-hidden="true">
          {Array.from({ length: isDesktop ? 3 : 2 }, (_, i) => (
            <li key={i} className="cs__slide">
              <span className="cs__card">
                <span className="cs__card-title cs__bone">{'\u00a0'}</span>
                <span className="cs__thumbs" data-count="3">
                  {[0, 1, 2].map((j) => (
                    <span key={j} className="cs__shot">
                      <span className="cs__thumb" />
                      <span className="cs__shot-caption cs__bone">{'\u00a0'}</span>
                    </span>
                  ))}
                </span>
                <span className="cs__card-clinic cs__bone">{'\u00a0'}</span>
              </span>
            </li>
          ))}
        </ul>
        <span className="cs__navs" aria-hidden="true">
          <span className="cs__nav" />
          <span className="cs__nav" />
        </span>
      </div>
    </div>
  );
}

/** The sentinel that loads the next page when it comes within 200 px of the view (§4 infinite loading). */
function useLoadOnScroll(store: DoctorCasesStore, active: boolean, page: number) {
  // A callback ref: the sentinel appears only once the lazily loaded dialog renders its content.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!active || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) store.loadMore();
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(sentinel);
    return () => io.disconnect();
  }, [store, active, page, sentinel]);
  return setSentinel;
}

interface ListState {
  open: boolean;
  wanted: boolean;
  /** The case to focus when the list opens (null: the top). */
  focusId: number | null;
  /** The appointment block exists (looked up when the list opens). */
  hasTarget: boolean;
}

/** The doctor's cases: preview slider, list drawer, services modal, gallery and the failure alert. */
export function DoctorCases({
  doctorId,
  doctorName,
  doctorUrl,
  appointmentSelector,
  appointmentLpuIds,
  clinics,
  clinicsSource,
}: DoctorCasesProps) {
  const validId = typeof doctorId === 'number' && Number.isInteger(doctorId) && doctorId > 0;
  const doctorLink = doctorUrl ? linkUrl(doctorUrl) : null;
  const lpuIds = parseLpuIds(appointmentLpuIds);
  // §2 from the data: the clinics that accept appointments, when the page gives its clinic entries.
  const clinicData =
    clinics != null || clinicsSource
      ? resolveJsonInput({
          value: clinics,
          source: clinicsSource,
          name: 'clinics',
          consequence: 'appointment-lpu-ids decides the appointment buttons',
        })
      : null;
  const accepting = acceptingLpuIds(clinicData?.value) ?? lpuIds.ids;
  const selector = appointmentSelector?.trim() || DEFAULT_APPOINTMENT_SELECTOR;
  const problems: string[] = [];
  if (!validId) problems.push(`doctor-id must be a positive whole number, got ${JSON.stringify(doctorId)}`);
  if (doctorUrl && !doctorLink)
    problems.push(
      `doctor-url must be a same-origin or allowed http(s) URL, got ${JSON.stringify(doctorUrl)}`,
    );
  if (lpuIds.problem) problems.push(lpuIds.problem);
  if (clinicData) problems.push(...clinicData.problems);
  useLoggedProblems(DOCTOR_CASES_TAG, problems);

  const host = useHost();
  const store = useWidgetStore({ doctorId: validId ? doctorId : 0 }, (i) =>
    createDoctorCasesStore(i.doctorId),
  );
  const state = useStore(store.$state);
  const services = useStore(store.$services);
  const isDesktop = useStore($isDesktop);

  useEffect(() => store.start(), [store]);
  // §8 offline: the first page is asked again when the browser is back online.
  useEffect(() => {
    const online = () => store.retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [store]);

  const empty = state.status === 'ready' && state.cases.length === 0;
  useEffect(() => {
    if (empty) emit(host, CASES_EMPTY_EVENT, { doctorId } satisfies DoctorCasesEmptyDetail);
  }, [empty, host, doctorId]);

  const [list, setList] = useState<ListState>({
    open: false,
    wanted: false,
    focusId: null,
    hasTarget: false,
  });
  const [servicesOf, setServicesOf] = useState<{ open: boolean; id: number | null }>({
    open: false,
    id: null,
  });
  const [gallery, setGallery] = useState({ open: false, id: null as number | null, start: 0, opening: 0 });
  // The alert keeps its texts while it closes.
  const [lastFailure, setLastFailure] = useState<CasesFailure>('other');
  if (state.failure && state.failure !== lastFailure) setLastFailure(state.failure);
  const [alertWanted, setAlertWanted] = useState(false);
  if (state.failure && !alertWanted) setAlertWanted(true);

  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const pendingFocus = useRef<number | null>(null);
  const sentinel = useLoadOnScroll(store, list.open && state.hasNext && !state.loadingMore, state.page);

  // A failed services request closes its modal (the alert explains).
  const servicesEntry = servicesOf.id == null ? undefined : services[servicesOf.id];
  const servicesOpen = servicesOf.open && servicesEntry?.status !== 'failed';

  const openList = (caseId: number | null) => {
    pendingFocus.current = caseId != null && caseId !== state.cases[0]?.id ? caseId : null;
    setList({ open: true, wanted: true, focusId: caseId, hasTarget: findTarget(selector) !== null });
  };
  const closeList = () => setList((l) => ({ ...l, open: false }));

  // The dialog moves focus to its first link; a list opened at a case moves it on to that case's heading.
  const onListFocus = (e: FocusEvent<HTMLDivElement>) => {
    const id = pendingFocus.current;
    if (id == null) return;
    pendingFocus.current = null;
    const heading = headings.current.get(id);
    if (!heading || heading === e.target) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };

  const consult = () => {
    const target = findTarget(selector);
    closeList();
    if (target) target.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  const alert = failureAlert(lastFailure);
  const onAlertAction = () => {
    store.dismissFailure();
    if (lastFailure === 'other') window.location.reload();
  };

  const plan = previewPlan(state.cases, state.hasNext);
  const galleryIndex = state.cases.findIndex((c) => c.id === gallery.id);
  const servicesIndex = state.cases.findIndex((c) => c.id === servicesOf.id);

  if (!validId) return null;
  return (
    <>
      {(state.status === 'idle' || state.status === 'loading') && <PreviewSkeleton isDesktop={isDesktop} />}
      {state.status === 'ready' && !empty && <Preview plan={plan} isDesktop={isDesktop} onOpen={openList} />}

      {list.wanted && (
        <LazyDialog
          open={list.open}
          onClose={closeList}
          title={msg.title}
          variant={isDesktop ? 'side-sheet' : 'fullscreen'}
          width={isDesktop ? CASES_DRAWER_WIDTH : undefined}
          className="csl-dialog"
        >
          <div
            className="csl"
            part="list"
            data-desktop={isDesktop ? '' : undefined}
            onFocusCapture={onListFocus}
          >
            <ol className="csl__list">
              {state.cases.map((item, index) => (
                <CaseItem
                  key={item.id}
                  item={item}
                  index={index}
                  doctor={{ name: doctorName?.trim() ?? '', url: doctorLink }}
                  clinicUrl={linkUrl(item.lpu.link)}
                  consultation={list.hasTarget && showsConsultation(item, accepting)}
                  onHeading={(el) => {
                    if (el) headings.current.set(item.id, el);
                    else headings.current.delete(item.id);
                  }}
                  onImage={(start) =>
                    setGallery((g) => ({ open: true, id: item.id, start, opening: g.opening + 1 }))
                  }
                  onServices={() => {
                    store.services(item.id);
                    setServicesOf({ open: true, id: item.id });
                  }}
                  onConsultation={consult}
                />
              ))}
            </ol>
            {state.hasNext && (
              <div className="csl__more">
                <div className="csl__sentinel" ref={sentinel} aria-hidden="true" />
                <Button variant="secondary" loading={state.loadingMore} onClick={() => store.loadMore()}>
                  {msg.more}
                </Button>
              </div>
            )}
          </div>
        </LazyDialog>
      )}

      {servicesOf.id != null && (
        <CaseServicesDialog
          open={servicesOpen}
          item={servicesIndex >= 0 ? state.cases[servicesIndex] : null}
          entry={servicesEntry}
          onClose={() => setServicesOf((s) => ({ ...s, open: false }))}
        />
      )}

      {gallery.id != null && (
        <CaseGallery
          open={gallery.open}
          item={galleryIndex >= 0 ? state.cases[galleryIndex] : null}
          title={caseTitle(Math.max(0, galleryIndex))}
          start={gallery.start}
          opening={gallery.opening}
          onClose={() => setGallery((g) => ({ ...g, open: false }))}
        />
      )}

      {alertWanted && (
        <LazyDialog
          open={state.failure !== null}
          onClose={() => store.dismissFailure()}
          title={alert.title}
          role="alertdialog"
          variant="dialog"
          size="sm"
          hideCloseBtn
          className="csa-dialog"
          footer={
            <Button variant="primary" onClick={onAlertAction}>
              {alert.action}
            </Button>
          }
        >
          <p className="csa__text">{alert.text}</p>
        </LazyDialog>
      )}
    </>
  );
}
