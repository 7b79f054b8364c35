/**
 * `<pd-town-chooser>` (portal-identity-reviews §2 "Town chooser popup", §7 "Towns"). Importing this module defines
 * the tag; the popup's code loads on the first open. Decisions: docs/decisions/170-town-chooser-and-search.md, 210.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { TownChooser, townChooserShellStyles, type TownChooserProps } from './TownChooser';
import { TOWN_CHOOSER_TAG } from './town-chooser-model';

export { TownChooser, type TownChooserProps } from './TownChooser';
export { townChooserWidgetStyles } from './TownChooser.styles';
export { townChooserMessages } from './messages';
export {
  TOWN_CHOOSER_ATTRIBUTE,
  TOWN_CHOOSER_TAG,
  TOWN_CHOOSER_WIDTH,
  TOWNS_URL_ATTRIBUTE,
  townLinkOf,
  townsUrlOf,
} from './town-chooser-model';

const props: Record<keyof TownChooserProps & string, WidgetProp> = {
  townsUrl: {
    type: 'string',
    doc: 'The towns list URL (HTML) used when an opener has no data-towns-url.',
  },
};

defineWidget<TownChooserProps>({
  tag: TOWN_CHOOSER_TAG,
  component: TownChooser,
  props,
  // The popup's css arrives with its code, the dialog css with the modal chunk (ADR 210).
  styles: townChooserShellStyles,
  parts: {
    towns: 'The container of the (sanitised) towns HTML.',
    loading: 'The loading indicator.',
    error: 'A failure message.',
  },
  docs:
    'The town chooser popup. Put ONE <pd-town-chooser> on the page; any element with data-pd-town-chooser ' +
    'data-towns-url="…" opens it (bottom sheet on mobile, 456-px dialog on desktop). The towns HTML is requested ' +
    'when the popup opens with an empty list (once per page) and sanitised; a click on a town link POSTs it with ' +
    "csrfmiddlewaretoken and goes to the reply's url (same origin or allowedRedirectHosts only).",
});
