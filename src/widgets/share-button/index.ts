/**
 * `<pd-share-button>` (portal-identity-reviews §7 "A share goal event is sent as shareButton_{doctor|lpu}_{page
 * kind}", §8 "Sharing", §9 'Ссылка скопирована'). Importing this module defines the tag. Decision: docs/decisions/158.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import { shareButtonWidgetStyles } from './ShareButton.styles';
import { SHARE_BUTTON_TAG } from './share-button-store';

export { ShareButton, type ShareButtonProps } from './ShareButton';
export { shareButtonWidgetStyles } from './ShareButton.styles';
export {
  SHARE_BUTTON_TAG,
  isShareKind,
  shareLink,
  type ShareKind,
  type ShareResult,
} from './share-button-store';

const props: Record<keyof ShareButtonProps & string, WidgetProp> = {
  url: {
    type: 'string',
    doc: 'The page to share, absolute or relative (http(s) only). Absent = the current page.',
  },
  kind: {
    type: 'string',
    doc: '`doctor` or `lpu`: the goal sent on click is `shareButton_{kind}_{page kind}` (page kind of the URL, ADR 103).',
  },
};

defineWidget<ShareButtonProps>({
  tag: SHARE_BUTTON_TAG,
  component: ShareButton,
  props,
  styles: shareButtonWidgetStyles,
  parts: {
    button: 'The button.',
    toast: 'A notice (toast).',
    'toast-action': 'The action link or button of a notice.',
  },
  docs:
    '\'Поделиться\' for a doctor or clinic page (portal-identity-reviews §8 "Sharing"). A click sends the goal ' +
    '`shareButton_{doctor|lpu}_{page kind}`, then opens the system share sheet (navigator.share) where there is one; a ' +
    "user abort does nothing; otherwise (or on another failure) the link is copied and 'Ссылка скопирована' shows.",
});
