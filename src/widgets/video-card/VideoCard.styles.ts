/**
 * Styles of the dialog of `<pd-video-card>` (portal-identity-reviews §2 "Doctor video card": the player, fullscreen on
 * mobile), adopted when the dialog's code has arrived (ADR 216); the dialog itself is the shared modal (its css comes
 * with the lazily loaded modal chunk). Decisions: docs/decisions/153-video-card-player.md, 216.
 */
import { css, tokens } from '../../core/styles';
import { videoCardShellStyles } from './VideoCardShell.styles';

export const videoCardDialogStyles = css`
  .vc__frame-box {
    position: relative;
    width: 100%;
    aspect-ratio: 16 / 9;
    background: #000;
    border-radius: ${tokens.radiusSm};
    overflow: hidden;
  }
  .vc__frame {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  /* Mobile fullscreen: the player in the middle of the screen, not under the title. */
  .pd-modal[data-variant='fullscreen'] .vcd > .pd-modal__body {
    display: flex;
    flex-direction: column;
    justify-content: center;
  }
`;

/** Every css string the widget adopts (the element and the React entry's shadow root); the modal css comes lazily. */
export const videoCardWidgetStyles: readonly string[] = [...videoCardShellStyles, videoCardDialogStyles];
