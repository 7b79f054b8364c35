/**
 * Russian texts of `<pd-app-promo>` (booking-schedule §2 "Mobile-app promo banner": a banner of the mobile app with
 * an electronic medical card; a two-slide slider — 'add conclusions and test results to the medical card' and 'at
 * the visit the doctor will see everything on the computer' —, 'install app' and 'close'). The spec gives the slides'
 * meaning, not their wording: the texts are ours (ADR 161).
 */
export const appPromoMessages = {
  /** The banner. */
  bannerTitle: 'Медкарта в приложении ПроДокторов',
  bannerText: 'Заключения и анализы — всегда под рукой',
  /** Desktop: the info icon button. */
  infoLabel: 'Подробнее о медкарте в приложении',
  /** The modal's title. */
  modalTitle: 'Электронная медкарта',
  /** The slides. */
  slides: [
    {
      title: 'Все медицинские документы в одном месте',
      text: 'Добавляйте в медкарту заключения врачей и результаты анализов — сфотографируйте бумагу или загрузите файл.',
    },
    {
      title: 'Врач увидит всё на приёме',
      text: 'На приёме врач откроет вашу медкарту на компьютере: не нужно носить с собой папку с бумагами.',
    },
  ],
  /** The slider's controls. */
  sliderLabel: 'Возможности медкарты',
  slideLabel: 'Слайд {n} из {total}',
  previous: 'Предыдущий слайд',
  next: 'Следующий слайд',
  dotsLabel: 'Выбор слайда',
  /** The buttons (§2 'install app', 'close'). */
  install: 'Установить приложение',
  installHint: '(откроется в новой вкладке)',
  close: 'Закрыть',
} as const;
