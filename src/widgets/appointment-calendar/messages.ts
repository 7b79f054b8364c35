/**
 * Texts of `<pd-appointment-calendar>` (booking-schedule §2 "Appointment calendar", "Preliminary-consultation
 * modal", "Order-call block"; §3 "Calendar day item"; §4 "Calendar"; §9 weekend labels).
 *
 * Texts quoted by the spec are kept verbatim; the accessible names, the day-strip scroll buttons and the
 * preliminary-modal body sentence are ours (the spec gives only their meaning, or nothing) — see
 * docs/decisions/040-calendar-model.md and 130-day-strip-scroll-buttons.md.
 *
 * They live with the widget, not in `core/i18n`, so they ride in the calendar's chunk (docs/decisions/
 * 131-calendar-messages-in-widget.md); only calendar code (this folder) imports them.
 */
export const calendarMessages = {
  /** Day label for today (§3 "Calendar day item"). */
  today: 'Сегодня',
  /** Day label for tomorrow (§3 "Calendar day item"). */
  tomorrow: 'Завтра',
  /**
   * Two-letter weekday subtitles, indexed by `Date#getDay()` (0 = Sunday). §9 names 'Сб' and 'Вс', so all are
   * capitalised.
   */
  weekdaysShort: ['Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'] as const,
  /** Merged empty range of one month: `{from}` and `{to}` are day numbers, `{month}` the short month ('5–8 мар'). */
  rangeSameMonth: '{from}–{to} {month}',
  /** Merged empty range across months: each side is 'day month' ('30 нояб – 2 дек'). */
  rangeCrossMonth: '{from} – {to}',
  /** Merged weekday labels of a range: 'Пт–Пн'. */
  weekdayRange: '{from}–{to}',
  /** Stub of an unavailable calendar (§2 "Appointment calendar", §8). */
  stub: 'Запись недоступна',
  /** The booking window opens later (§4 "Calendar"): `{time}` is 'd MMMM' of the first day with slots. */
  bookingOpens: 'Запись включится {time}',
  /** Order-call block (§2 "Order-call block"). */
  orderCall: 'Заказать звонок',
  orderCallNote: 'Клиника позвонит в течение 5 минут',
  /** Slot list expand and collapse (§4 "Slot list expand and collapse", §9 "expand button"). */
  showAll: 'Показать все',
  collapse: 'Свернуть',
  /**
   * Accessible name of a slot button, starting with its visible time (WCAG 2.5.3 label-in-name, ADR 191): `{time}`
   * 'HH:mm', `{date}` 'd MMMM', `{weekday}` the full weekday, `{duration}` words from minutes ('30 минут'). E.g.
   * '09:00, записаться на 23 ноября, понедельник, 30 минут'.
   */
  slotName: '{time}, записаться на {date}, {weekday}, {duration}',
  /** Slot name when the duration is unknown (0): '09:00, записаться на 23 ноября, понедельник'. */
  slotNameNoDuration: '{time}, записаться на {date}, {weekday}',
  /**
   * Read after the visible text of a day or range tab without slots (a visually hidden part of its content: the
   * tab's name is its visible text, ADR 191): '24 нояб Вт, нет свободного времени'.
   */
  noSlotsSuffix: ', нет свободного времени',
  /** Accessible names of the day strip, the slot grid and the loading spinner. */
  daysLabel: 'Дни приёма',
  /** Accessible names of the day strip's scroll buttons (ours: the spec has no such control). */
  daysPrev: 'Предыдущие дни',
  daysNext: 'Следующие дни',
  slotsLabel: 'Свободное время',
  loading: 'Загружаем расписание',
} as const;
