/**
 * Styles of `<pd-town-chooser>` (portal-identity-reviews §2 "Town chooser popup"). The towns HTML is the server's:
 * these rules style any list of links inside it. The dialog css comes with the lazily loaded modal chunk.
 * Decision: docs/decisions/170-town-chooser-and-search.md.
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui/Button.styles';
import { spinnerStyles } from '../../core/ui/Spinner.styles';

export const townChooserStyles = css`
  :host {
    display: contents;
  }
  .tc__loading {
    display: flex;
    justify-content: center;
    padding: 24px 0;
  }
  .tc__failed p,
  .tc__choose-failed {
    margin: 0 0 12px;
    color: ${tokens.colorError};
  }
  .tc__slot[data-choosing] {
    opacity: 0.6;
    pointer-events: none;
  }
  .tc__towns ul {
    margin: 0 0 12px;
    padding: 0;
    list-style: none;
    columns: 2 140px;
    column-gap: 16px;
  }
  .tc__towns li {
    break-inside: avoid;
  }
  .tc__towns p {
    margin: 8px 0 4px;
    font-weight: 600;
    color: ${tokens.colorTextMuted};
  }
  .tc__towns a {
    display: inline-block;
    padding: 6px 0;
    color: ${tokens.colorPrimary};
    text-decoration: none;
    border-radius: ${tokens.radiusSm};
  }
  .tc__towns a:hover {
    text-decoration: underline;
  }
  .tc__towns a:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .tc__towns img {
    max-width: 100%;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const townChooserWidgetStyles: readonly string[] = [buttonStyles, spinnerStyles, townChooserStyles];
