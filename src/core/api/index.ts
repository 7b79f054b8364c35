/** Typed endpoint functions per area with their reply schemas (ARCHITECTURE §3 `core/api`). */
export * from './schedule';
export {
  slotSchema,
  slotsByDaySchema,
  normalizeTelemedTime,
  doctorsBulkReplySchema,
  specialitiesBulkReplySchema,
  servicesReplySchema,
  telemedReplySchema,
} from './schedule.schemas';
