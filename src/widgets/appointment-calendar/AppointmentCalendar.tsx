/**
 * `<AppointmentCalendar>`: a strip of day tabs over a grid of time-slot buttons (booking-schedule §2 "Appointment
 * calendar", "Preliminary-consultation modal", "Order-call block"; §4 "Calendar"; §9 slot grid). A thin view: the
 * state and every rule live in `calendar-store.ts` and `calendar-model.ts`.
 *
 * Inside `<pd-appointment-calendar>` its outputs are DOM events on the element (`calendar:time-choice`,
 * `calendar:order-call`); rendered directly in a React app, pass `onTimeChoice` / `onOrderCall` (both are called
 * in either case).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useEvent, useWidgetStore } from '../../core/hooks';
import { emit, useHost } from '../../core/host';
import { commonMessages } from '../../core/i18n';
import { logError } from '../../core/dom';
import { lazyWithStyles } from '../../core/lazy';
import { $isDesktop } from '../../core/stores';
import { Alert, Button, Spinner } from '../../core/ui';
import {
  bookingOpensText,
  CALENDAR_TAG,
  slotAccessibleName,
  slotColumns,
  stripRevealTarget,
  visibleSlots,
  type CalendarInputs,
  type DayTab,
  type OrderCallDetail,
  type Slot,
  type TimeChoiceDetail,
} from './calendar-model';
import type { PreliminaryDialogProps } from './on-demand/PreliminaryDialog';
import {
  createCalendarStore,
  ORDER_CALL_EVENT,
  TIME_CHOICE_EVENT,
  type CalendarState,
  type CalendarStore,
} from './calendar-store';
import { useDayTabsKeyboard, useSlotGridKeyboard } from './use-calendar-keyboard';
import { useDayStripScroll, type DayStripScroll } from './use-day-strip-scroll';
import { useContainerWidth } from './use-container-width';
import { calendarMessages as msg } from './messages';

/** Props of {@link AppointmentCalendar}: the calendar inputs (CONTRACT attributes in camelCase) and callbacks. */
export interface AppointmentCalendarProps extends CalendarInputs {
  /** Called with the `calendar:time-choice` detail when a slot is chosen. */
  onTimeChoice?: (detail: TimeChoiceDetail) => void;
  /** Called with the `calendar:order-call` detail on 'Заказать звонок'. */
  onOrderCall?: (detail: OrderCallDetail) => void;
}

/** The preliminary-consultation modal on demand (on-demand/PreliminaryDialog.tsx, ADR 214). */
const LazyPreliminaryDialog = lazyWithStyles<PreliminaryDialogProps>(
  () =>
    import('./on-demand/PreliminaryDialog').then(({ PreliminaryDialog }) => ({
      component: PreliminaryDialog,
    })),
  (err) =>
    logError(
      CALENDAR_TAG,
      'could not load the preliminary-consultation dialog; it is retried on the next open',
      err,
    ),
);

/** The calendar inputs of the props: every prop but the callbacks (a change of any makes a new store and request). */
function pickInputs({
  onTimeChoice: _t,
  onOrderCall: _o,
  ...inputs
}: AppointmentCalendarProps): CalendarInputs {
  return inputs;
}

/** The appointment calendar (booking-schedule §2, §4). */
export function AppointmentCalendar(props: AppointmentCalendarProps) {
  const host = useHost();
  // The latest callback props, called when an event fires.
  const callback = useEvent((name: string, detail: unknown) => {
    if (name === TIME_CHOICE_EVENT) props.onTimeChoice?.(detail as never);
    else if (name === ORDER_CALL_EVENT) props.onOrderCall?.(detail as never);
  });
  const store = useWidgetStore(pickInputs(props), (inputs) =>
    createCalendarStore(inputs, {
      host,
      emit: (name: string, detail: unknown) => {
        emit(host, name, detail);
        callback(name, detail);
      },
    }),
  );
  // In the commit, before the browser paints: a calendar whose slots were in at creation (ADR 245) shows them in its
  // first render, and the page's pd:preliminary-consultation must find it listening from then on.
  useLayoutEffect(() => store.start(), [store]);

  const state = useStore(store.$state);
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(rootRef);
  const isDesktop = useStore($isDesktop);
  const columns = slotColumns(width, isDesktop);

  // The modal code is a lazy chunk (docs/decisions/060-lazy-modal-and-size-diet.md), and so is this modal's own
  // (on-demand/, ADR 214). A calendar with a preliminary-consultation service renders the (closed) dialog from its
  // first render, which fetches both at mount, so the first slot click opens the modal at once; any other calendar
  // fetches them only when a page's pd:preliminary-consultation event opens its modal (and then keeps it for the
  // closing transition).
  const preliminary = store.config.preliminary;
  const [modalUsed, setModalUsed] = useState(false);
  if (state.preliminary.open && !modalUsed) setModalUsed(true);

  return (
    <div className="cal" ref={rootRef} aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && <LoadingView />}
      {state.status === 'error' && state.error && (
        <Alert
          tone="error"
          title={state.error.title}
          text={state.error.text}
          action={{ label: commonMessages.retry, onClick: () => void store.retry() }}
        />
      )}
      {state.status === 'ready' && <CalendarBodyView store={store} state={state} columns={columns} />}
      {(preliminary || modalUsed) && (
        <LazyPreliminaryDialog.Component store={store} open={state.preliminary.open} />
      )}
    </div>
  );
}

function LoadingView() {
  return (
    <div className="cal__loading">
      <Spinner label={msg.loading} />
    </div>
  );
}

/**
 * What a calendar shows while its slots load, for a view that mounts its calendars a task later (the clinic
 * list, ADR 062): the same box, so nothing moves when the calendar takes its place. Needs the calendar's styles.
 */
export function CalendarPlaceholder() {
  return (
    <div className="cal" aria-busy="true">
      <LoadingView />
    </div>
  );
}

interface BodyProps {
  store: CalendarStore;
  state: CalendarState;
  /** Slot grid columns (booking-schedule §9). */
  columns: number;
}

function CalendarBodyView({ store, state, columns }: BodyProps) {
  const { body } = state;
  const orderCall = body.orderCall ? <OrderCall onOrder={store.orderCall} /> : null;
  if (!body.slots) {
    return (
      orderCall ?? (
        <p className="cal__stub" part="stub">
          {msg.stub}
        </p>
      )
    );
  }
  return (
    <>
      {state.opensOn && (
        <button type="button" className="cal__opens" part="opens-on" disabled>
          {bookingOpensText(state.opensOn)}
        </button>
      )}
      <SlotsView store={store} state={state} columns={columns} />
      {orderCall}
    </>
  );
}

function OrderCall({ onOrder }: { onOrder: () => void }) {
  return (
    <div className="cal__order-call" part="order-call">
      <Button variant="primary" onClick={onOrder}>
        {msg.orderCall}
      </Button>
      <p className="cal__order-call-note">{msg.orderCallNote}</p>
    </div>
  );
}

function SlotsView({ store, state, columns }: BodyProps) {
  const baseId = useId();
  const tabId = (tab: DayTab) => `${baseId}-tab-${tab.key}`;
  const panelId = `${baseId}-panel`;
  const listId = `${baseId}-days`;
  const stripRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  const day = state.activeDay;
  const daySlots: Slot[] = day ? (state.slots[day] ?? []) : [];
  const { shown, hasMore } = visibleSlots(daySlots, columns, state.expanded);
  const activeTab = state.tabs.find((t) => t.date === day);
  const inert = state.body.slotsInert;

  // Keep the active tab visible in the scrolling strip (init-day late in the window, a click at the edge), clear
  // of the scroll buttons over the strip's ends (ADR 130). Read in the next animation frame, when the browser lays
  // out anyway: a read at mount would force one synchronous layout per calendar (ADR 062). The first tab of a
  // strip that never scrolled needs nothing.
  const stripScrolled = useRef(false);
  const firstDay = state.tabs[0]?.date;
  useEffect(() => {
    if (!stripScrolled.current && firstDay === day) return;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab) return;
      stripScrolled.current = true;
      const metrics = {
        scrollLeft: list.scrollLeft,
        clientWidth: list.clientWidth,
        scrollWidth: list.scrollWidth,
      };
      const target = stripRevealTarget(metrics, tab.offsetLeft, tab.offsetWidth);
      if (target !== null) list.scrollLeft = target;
    });
    return () => cancelAnimationFrame(frame);
  }, [day, firstDay]);

  // Previous/next buttons over the strip's ends, shown only where tabs are cut (ADR 130).
  const strip = useDayStripScroll(listRef, `${state.tabs.length}:${firstDay ?? ''}`);
  // A focused button that hides (its end reached) hands focus to the other button, else to the active tab.
  const refocus = (side: ScrollSide) => {
    const other = stripRef.current?.querySelector<HTMLElement>(
      `[part~="day-scroll-${side === 'prev' ? 'next' : 'prev'}"]:not([hidden])`,
    );
    if (other) other.focus({ preventScroll: true });
    else listRef.current?.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')?.focus();
  };

  const onTabsKey = useDayTabsKeyboard(state.tabs, listRef, store.selectDay);
  const onGridKey = useSlotGridKeyboard(shown.length, columns, gridRef);

  return (
    <>
      <div className="cal__strip" ref={stripRef}>
        <DayScrollButton side="prev" strip={strip} listId={listId} onHiddenWhileFocused={refocus} />
        {/* The tablist handles arrow keys for its tabs (WAI-ARIA tabs pattern); the tabs themselves are focusable. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          className="cal__days"
          role="tablist"
          id={listId}
          aria-label={msg.daysLabel}
          ref={listRef}
          onKeyDown={onTabsKey}
        >
          {state.tabs.map((tab, i) => {
            const active = tab.date === day;
            return (
              <button
                key={tab.key}
                type="button"
                role="tab"
                part="day-tab"
                id={tabId(tab)}
                className="cal__day"
                data-index={i}
                data-weekend={tab.weekend || undefined}
                data-range={tab.range || undefined}
                aria-selected={active}
                aria-disabled={tab.disabled || undefined}
                aria-controls={active ? panelId : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => store.selectDay(tab.date)}
              >
                {/* The name is the visible text (WCAG 2.5.3, ADR 191): 'Сегодня 26 нояб Чт'. */}
                <span className="cal__day-label">{tab.label}</span>{' '}
                <span className="cal__day-title">{tab.title}</span>{' '}
                <span className="cal__day-subtitle">{tab.subtitle}</span>
                {tab.disabled && <span className="pd-visually-hidden">{msg.noSlotsSuffix}</span>}
              </button>
            );
          })}
        </div>
        <DayScrollButton side="next" strip={strip} listId={listId} onHiddenWhileFocused={refocus} />
      </div>
      <div
        className="cal__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={activeTab ? tabId(activeTab) : undefined}
      >
        {/* Arrow keys move between the slot buttons; each button is focusable on its own. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          className="cal__slots"
          ref={gridRef}
          role="group"
          aria-label={msg.slotsLabel}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          data-inert={inert || undefined}
          inert={inert || undefined}
          onKeyDown={onGridKey}
          // A hover or focus on the slots loads the redirect code before one is chosen (ADR 243).
          onPointerEnter={store.preloadChoice}
          onFocusCapture={store.preloadChoice}
        >
          {day &&
            shown.map((slot, i) => (
              <SlotButton
                key={slot.time}
                index={i}
                day={day}
                slot={slot}
                inert={inert}
                selected={state.selected?.day === day && state.selected.time === slot.time}
                onChoose={store.chooseSlot}
              />
            ))}
        </div>
        {hasMore && !inert && (
          <Button
            variant="text"
            size="sm"
            className="cal__more"
            aria-expanded={state.expanded}
            onClick={store.toggleExpanded}
          >
            {state.expanded ? msg.collapse : msg.showAll}
          </Button>
        )}
      </div>
    </>
  );
}

type ScrollSide = 'prev' | 'next';

interface DayScrollButtonProps {
  side: ScrollSide;
  strip: DayStripScroll;
  /** Id of the tablist it scrolls. */
  listId: string;
  /** Called when the button hides while it has focus (a browser would drop focus to the page). */
  onHiddenWhileFocused: (side: ScrollSide) => void;
}

/**
 * 'Предыдущие дни' / 'Следующие дни' (parts `day-scroll-prev` / `day-scroll-next`): a real button over one end
 * of the day strip that scrolls it a page that way; `hidden` (not focusable) while nothing is cut at that end.
 * Only this small component re-renders when the strip's scroll state changes.
 */
function DayScrollButton({ side, strip, listId, onHiddenWhileFocused }: DayScrollButtonProps) {
  const cut = useStore(strip.$state);
  const hidden = !cut[side];
  // Whether it had focus when it hid: Chromium blurs a focused element at once when it gets `hidden` (inside the
  // commit, before any effect), so the focus is tracked, and a blur because of the hiding does not clear it.
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (!hidden || !focused.current) return;
    focused.current = false;
    // After the commit of the other button too: preact commits each component of a batch on its own.
    queueMicrotask(() => onHiddenWhileFocused(side));
    // Only a change of `hidden` matters; the callback is read when it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);
  return (
    <button
      type="button"
      className={`cal__scroll cal__scroll--${side}`}
      part={`day-scroll-${side}`}
      aria-label={side === 'prev' ? msg.daysPrev : msg.daysNext}
      aria-controls={listId}
      hidden={hidden}
      onClick={() => strip.page(side === 'prev' ? -1 : 1)}
      onFocus={() => (focused.current = true)}
      onBlur={(e) => (focused.current = e.currentTarget.hasAttribute('hidden'))}
    >
      <span className="cal__scroll-icon" aria-hidden="true" />
    </button>
  );
}

interface SlotButtonProps {
  index: number;
  day: string;
  slot: Slot;
  inert: boolean;
  selected: boolean;
  onChoose: (day: string, slot: Slot) => void;
}

function SlotButton({ index, day, slot, inert, selected, onChoose }: SlotButtonProps): ReactNode {
  return (
    <button
      type="button"
      part="slot"
      className="cal__slot"
      data-index={index}
      data-selected={selected || undefined}
      aria-pressed={selected}
      aria-label={slotAccessibleName(day, slot)}
      disabled={inert}
      onClick={() => onChoose(day, slot)}
    >
      {slot.time}
    </button>
  );
}
