/**
 * Texts of the clinic list's speciality/service picker dialog (booking-schedule §2 "Speciality/service picker
 * dialog"): with the picker's code in the list's on-demand chunk (docs/decisions/211).
 */
export const itemPickerMessages = {
  pickerTitle: 'Специальность или услуга',
  searchLabel: 'Поиск по специальностям и услугам',
  searchPlaceholder: 'Найти',
  sectionAppointment: 'Приём',
  sectionServices: 'Услуги',
  nothingFound: 'Ничего не найдено',
} as const;
