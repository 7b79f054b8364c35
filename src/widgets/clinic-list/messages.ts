/**
 * Texts of `<pd-clinic-list>`, the doctor page block 'Запись на приём' (booking-schedule §2 "Doctor page clinic
 * list", "Clinic card", "Speciality/service picker dialog"; §5 age text, home visit, phone rules; §9 metro walk
 * time). Texts quoted by the spec are verbatim; the accessible names and the few labels the spec only describes
 * (the home-visit button, the staff link, the map link) are ours — see docs/decisions/080-clinic-list-model.md.
 */
export const clinicListMessages = {
  /** The block title (§2). */
  title: 'Запись на приём',
  /** Filter chips (§2) and the accessible name of their group. */
  filterClinic: 'В клинике',
  filterHome: 'На дому',
  filterTelemed: 'Онлайн',
  filtersLabel: 'Тип приёма',
  /** Desktop button over the list (§2); the map widget takes the `pd:show-map` event. */
  showOnMap: 'На карте',
  /** The map link next to a card's address. */
  showAddressOnMap: 'Показать на карте',
  /** Expandable list behind flag pd_info_about_other_countries (§2). */
  otherCountries: 'Принимает в других странах',
  /** The select of a card (§2); the picker dialog's texts: on-demand/messages.ts. */
  itemSelectLabel: 'Специальность или услуга',
  /** Banner of a clinic that uses the medcard link, under the clinic filter (§2). */
  medcardBanner: 'К врачу можно приходить с электронной медкартой',
  /** Link to the clinic page (§2). */
  clinicPage: 'Страница клиники',
  /** Staff-only link to the problems-with-schedule page (§2, §6). */
  staffScheduleProblems: 'Проблемы с расписанием',
  /** Staff-only appointment type text, desktop (§6): `{type}` is the server's text. */
  staffAppointmentType: 'Тип записи: {type}',
  /** Shown with the registration phone (§5 phone rules). */
  omsFree: 'По ОМС приём бесплатный',
  /** Accessible name of the phone link: `{phone}` is the formatted number. */
  phoneName: 'Позвонить в клинику: {phone}',
  /** Home visit (§5): the call-a-doctor button and its note (the note is verbatim). */
  homeCall: 'Вызвать врача на дом',
  homeCallNote:
    'Цена зависит от удалённости клиники. Уточните цену и способ оплаты во время звонка администратора.',
  /** Age text (§5): `{age}` is 'от 18 лет', 'от 3 до 18 лет'. */
  age: 'Принимает пациентов {age}',
  /** Walk time to a metro station (§9): `{minutes}` whole minutes, at least 1. */
  walkMinutes: '{minutes} мин',
  /** Accessible name of a metro station: `{name}` and `{walk}` ('7 мин'). */
  metroName: 'Метро {name}, пешком {walk}',
  metroLabel: 'Станции метро',
  /** Mobile accordion: the toggle's name is the clinic name; the panel is labelled by it. */
  expand: 'Показать расписание',
  collapse: 'Скрыть расписание',
  /** The address line's accessible name prefix. */
  addressLabel: 'Адрес',
  /** Address shown to staff with the town (§6): `{town}, {address}`. */
  addressWithTown: '{town}, {address}',
  /** Telemed price shown as 'от' the minimum when the clinic and own-platform prices differ (§9). */
  /** The telemed schedule switch (§4 "Telemed schedule type … by user choice"): group name and options. */
  telemedChoice: 'Где пройдёт онлайн-консультация',
  telemedClinic: 'Через клинику',
  telemedMedtochka: 'В приложении МедТочка',
  /** An option with its price: `{label}`, `{price}` ('1 500 ₽'). */
  telemedOption: '{label} — {price}',
  /** Without online booking at the clinic, the card shows the calendar's stub text instead of a calendar. */
  stub: 'Запись недоступна',
  /**
   * Accessible name of the select, starting with its visible text (WCAG 2.5.3 label-in-name): `{value}` is the chosen
   * item and its price as shown ('Эндокринолог 3 000 ₽, специальность или услуга').
   */
  itemSelectName: '{value}, специальность или услуга',
} as const;
