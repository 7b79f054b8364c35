/**
 * Texts of `<pd-stage-label>` (portal-identity-reviews §1 "A 'Stage' label that is shown on the stage environment").
 */
export const stageLabelMessages = {
  /** §1, verbatim. */
  label: 'Stage',
} as const;
