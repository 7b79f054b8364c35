/**
 * `<pd-share-button>` (portal-identity-reviews §7 "A share goal event is sent as shareButton_{doctor|lpu}_{page
 * kind}", §8 "Sharing", §9 'Ссылка скопирована'). Importing this module defines the tag. Decisions:
 * docs/decisions/158, 215 (the share action and the notices load on first use).
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import { shareButtonShellStyles } from './ShareButtonShell.styles';
import { SHARE_BUTTON_TAG } from './share-button-model';

export { ShareButton, type ShareButtonProps } from './ShareButton';
export { shareButtonWidgetStyles } from './ShareButton.styles';
export { SHARE_BUTTON_TAG, isShareKind, type ShareKind } from './share-button-model';
// The share action loads on first use in the CDN build (ADR 215): a re-export the CDN entry drops.
export { shareLink, type ShareResult } from './share-button-store';

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
  styles: shareButtonShellStyles,
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
