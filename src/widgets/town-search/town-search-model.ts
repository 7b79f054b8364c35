/**
 * Pure rules of `<pd-town-search>` (portal-identity-reviews §5 town search, §9). No DOM. Used by the suggestions'
 * code only (its `-lazy` chunk; the tag is ./tag.ts, which the shell needs at load).
 * Decisions: docs/decisions/170-town-chooser-and-search.md, 217.
 */

/**
 * The next active option of a listbox of `count` options for a key (`ArrowDown`/`ArrowUp` wrap around, `Home`,
 * `End`); `-1` = none active. Other keys keep `active`.
 */
export function nextActive(active: number, count: number, key: string): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return Math.min(active, count - 1);
  }
}
