/**
 * `<pd-shame-mark>` (booking-schedule §2 "Shame-mark notice", §8 "Shame-mark texts"). Importing this module defines
 * the tag. Decision: docs/decisions/143-shame-mark.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ShameMark, type ShameMarkProps } from './ShameMark';
import { shameMarkWidgetStyles } from './ShameMark.styles';
import { SHAME_MARK_TAG } from './shame-mark-model';

export { ShameMark, type ShameMarkProps } from './ShameMark';
export { shameMarkWidgetStyles } from './ShameMark.styles';
export { shameMarkMessages } from './messages';
export {
  SHAME_MARK_KINDS,
  SHAME_MARK_TAG,
  shameMarkView,
  type ShameMarkKind,
  type ShameMarkView,
} from './shame-mark-model';

const props: Record<keyof ShameMarkProps & string, WidgetProp> = {
  kind: {
    type: 'string',
    doc:
      '"review" (some reviews were removed: their authors wrote them to order) or "rating" (the rating was ' +
      'annulled). Required; anything else logs an error and shows nothing.',
  },
};

defineWidget<ShameMarkProps>({
  tag: SHAME_MARK_TAG,
  component: ShameMark,
  props,
  styles: shameMarkWidgetStyles,
  parts: {
    notice: 'The warning box (icon and text).',
    text: 'The text of the notice.',
  },
  docs:
    'The shame-mark notice (booking-schedule §2, §8): a warning box with the spec text for kind="review" or ' +
    'kind="rating". A note (role="note"), not a live announcement.',
});
