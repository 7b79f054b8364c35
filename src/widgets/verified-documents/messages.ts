/**
 * Russian texts of `<pd-verified-documents>` (booking-schedule §2 "Verified documents panel", §3 "Verified
 * documents", §8 "Document messages"). Decision: docs/decisions/142-verified-documents.md.
 */
export const verifiedDocumentsMessages = {
  /** §2: the badge and panel title of a clinic (a license number is given). */
  titleClinic: 'Лицензия проверена',
  /** §2: the badge and panel title of a doctor. */
  titleDoctor: 'Документы проверены',
  /** The license row; its detail is the number. */
  license: 'Номер лицензии',
  /** `isEducationConfirmed`. */
  education: 'Образование подтверждено',
  /** `isCategoryConfirmed`. */
  category: 'Квалификационная категория подтверждена',
  /** §8: the category document is no longer valid (`isCategoryValid` false). */
  expired: 'Документ уже недействителен',
  /** §8: the category expires soon (`isCategoryExpiringSoon`); `{date}` as '31 декабря 2026'. */
  validUntil: 'Действительно до {date}',
  /** `isScienceConfirmed` with a degree (types 1, 2) or without a known type. */
  scienceDegree: 'Учёная степень подтверждена',
  /** `isScienceConfirmed` with type 3 (professor: an academic title). */
  scienceTitle: 'Учёное звание подтверждено',
  /** §3 `scienceDocumentType`: 1 candidate, 2 doctor of sciences, 3 professor. */
  scienceTypes: { 1: 'Кандидат наук', 2: 'Доктор наук', 3: 'Профессор' } as Record<number, string>,
  /** The link to the documents (`linkToDocuments`, same tab). */
  link: 'Посмотреть документы',
} as const;
