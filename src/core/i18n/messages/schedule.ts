/**
 * Slot request validation errors (booking-schedule §5 "Slot requests", §8 "Empty telemed or clinic slot target
 * list"). The first eight are the spec's exact texts; the service-item and service-list texts are ours (the spec
 * says "Russian messages; wording not shown") — see docs/api.md.
 */
export const scheduleMessages = {
  /** §5: `days` missing or not a positive integer. */
  noDays: 'Не передано количество дней',
  /** §5: `dt_start` / `day_start` / `user_start_date` missing or not `yyyy-MM-dd`. */
  noStartDate: 'Не передана стартовая дата',
  /** §5: none of `town_timedelta`, `lpu_timedelta`, `user_timedelta` (or no `user_timezone`). */
  noTimedelta: 'Не передан timedelta',
  /** §5: more than one of `town_timedelta`, `lpu_timedelta`, `user_timedelta`. */
  severalTimedeltas: 'Передано несколько timedelta',
  /** §5: clinic specialities request without (or with an empty) `lpus_specialities`. */
  noLpusSpecialities: 'Не передан lpus_specialities',
  /** §5: doctors request without `doctors_lpus`. */
  noDoctorsLpus: 'Не передан doctors_lpus',
  /** §5: telemed request when no clinic qualifies. */
  emptyLpuParams: 'Массив "lpu_params" не должен быть пустым',
  /** §5: doctors (clinic variant) request with an empty `doctors_lpus`. */
  emptyDoctorsLpus: 'Массив "doctors_lpus" не должен быть пустым',
  /** Ours (§5 "wording not shown"): services request with an empty `services`. */
  emptyServices: 'Массив "services" не должен быть пустым',
  /** Ours (§5 "each service needs lpu_id"). */
  serviceNoLpuId: 'Не передан lpu_id услуги',
  /** Ours (§5 "service_id must be a string or a number"). */
  serviceBadServiceId: 'service_id должен быть строкой или числом',
};
