/**
 * The user-visible Russian texts core itself shows (common, schedule wire errors, modal). A widget's own texts
 * live in its folder as `messages.ts` and travel in its chunk (docs/decisions/122-chunks-follow-folders.md).
 */
export { commonMessages } from './common';
export { scheduleMessages } from './schedule';
export { modalMessages } from './modal';
export { dateMessages } from './dates';
