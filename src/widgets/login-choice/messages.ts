/**
 * Texts of the choose-login popup (portal-identity-reviews §1 "A separate login choice for doctors or clinics",
 * §2 "Choose-login popup").
 */
export const loginChoiceMessages = {
  title: 'Вход на сайт',
  patientTitle: 'Пациент',
  patientBullets: [
    'Делиться отзывами о врачах и клиниках',
    'Записываться на приём онлайн',
    'Вести электронную медицинскую карту',
  ] as const,
  doctorTitle: 'Врач или клиника',
  doctorBullets: [
    'Отвечать на отзывы пациентов',
    'Подключать онлайн-запись',
    'Рассказывать о своих услугах',
  ] as const,
  login: 'Войти',
  /** Accessible names of the two 'Войти' links (the visible text is the same). */
  patientLoginLabel: 'Войти как пациент',
  doctorLoginLabel: 'Войти как врач или клиника',
};
