/**
 * Texts of the preliminary-consultation modal (booking-schedule §2 "Preliminary-consultation modal"): on demand with
 * the modal's code (docs/decisions/214-calendar-preliminary-dialog-on-demand.md). The body sentence is ours; the spec
 * gives its meaning.
 */
export const preliminaryMessages = {
  preliminaryTitle: 'Сначала нужно проконсультироваться с врачом',
  preliminaryText:
    'Врач соберёт анамнез и проверит показания и противопоказания перед назначением процедуры.',
  preliminaryConfirm: 'Записаться к врачу',
  preliminaryCancel: 'Отменить',
};
