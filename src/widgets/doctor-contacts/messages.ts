/**
 * Russian texts of the doctor contacts panel `<pd-doctor-contacts>` (booking-schedule §2 "Doctor contacts panel",
 * §3 "Contact", §4 "Doctor contacts", §8 "Contacts load failure"). Decisions: docs/decisions/105–109.
 */
export const contactsMessages = {
  /** Title of the panel (§2: the bottom sheet 'Контакты врача'; the desktop side sheet uses it too). */
  title: 'Контакты врача',
  /** Accessible name of the skeleton while the list loads. */
  loading: 'Загружаем контакты',
  /** Accessible name of the contact list. */
  listLabel: 'Способы связи',
  /** When the doctor has no contacts (not in the spec; docs/decisions/107). */
  empty: 'Врач пока не указал контакты',
  /** §8 "Contacts load failure": the toast; the panel closes. */
  loadError: 'Произошла ошибка. Попробуйте ещё раз',
  /** Desktop phone row before the first click (§4 "on desktop the first tap reveals the number"). */
  showPhone: 'Показать номер',
  /** Screen-reader hint of links that open a new tab through the leave page. */
  newTab: '(откроется в новой вкладке)',
  /** Footnote when a WhatsApp contact is listed (§2 "a footnote about the social networks of a company banned…"). */
  metaFootnote: '* Принадлежит компании Meta, признанной экстремистской и запрещённой на территории РФ',
  /** Mark appended to the name of a Meta network (WhatsApp) that the footnote explains. */
  metaMark: '*',
  /** Labels used when the server sends a contact with an empty name, by translit (§3 "Contact"). */
  defaultNames: {
    email: 'Электронная почта',
    phone: 'Телефон',
    'personal-site': 'Личный сайт',
    'another-link': 'Ссылка',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    'vk-messenger': 'VK Мессенджер',
    'blog-v-vk': 'Блог во ВКонтакте',
    'blog-v-dzen': 'Блог в Дзене',
    'blog-v-telegram': 'Блог в Telegram',
  },
} as const;
