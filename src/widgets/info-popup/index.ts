/**
 * `<pd-info-popup>` (portal-identity-reviews §2 "Psychiatric doctor info popup"). Importing this module defines the
 * tag. Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { InfoPopup, type InfoPopupProps } from './InfoPopup';
import { infoPopupWidgetStyles } from './InfoPopup.styles';
import { INFO_POPUP_TAG } from './info-popup-model';

export { InfoPopup, type InfoPopupProps } from './InfoPopup';
export { infoPopupWidgetStyles } from './InfoPopup.styles';
export { infoPopupMessages } from './messages';
export {
  INFO_POPUP_ATTRIBUTE,
  INFO_POPUP_TAG,
  INFO_POPUP_WIDTH,
  openerTargets,
  readInfoPopup,
  type InfoPopupContent,
  type InfoPopupRead,
} from './info-popup-model';

const props: Record<keyof InfoPopupProps & string, WidgetProp> = {
  popupTitle: {
    type: 'string',
    doc: "The popup's title (required; without it nothing is rendered and an error is logged).",
  },
  subtitle: { type: 'string', doc: 'Optional subtitle under the title.' },
  description: { type: 'string', doc: 'The description, plain text; a blank line starts a new paragraph.' },
  buttonLabel: {
    type: 'string',
    doc: "Text of the widget's own button; default: an 'i' icon named 'Подробнее: {title}'.",
  },
  openersOnly: {
    type: 'boolean',
    doc: 'No button of its own; only [data-pd-info-popup] openers open it.',
    default: false,
  },
};

defineWidget<InfoPopupProps>({
  tag: INFO_POPUP_TAG,
  component: InfoPopup,
  props,
  // The dialog css arrives with the lazily loaded modal chunk.
  styles: infoPopupWidgetStyles,
  parts: {
    button: "The widget's own opener (the 'i' icon or the button-label text).",
    subtitle: 'The subtitle in the popup.',
    description: 'The description in the popup.',
  },
  docs:
    'The psychiatric-doctor info popup: a bottom sheet on mobile, a 456-px dialog on desktop, with the title, an ' +
    "optional subtitle, the description and 'Понятно'. Opens from its own button or from any element with " +
    'data-pd-info-popup="{the element\'s id}" (click, Enter, Space).',
});
