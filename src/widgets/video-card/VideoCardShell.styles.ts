/**
 * Styles of the card of `<pd-video-card>` at load (portal-identity-reviews §2 "Doctor video card", §9 "Video card
 * view z-index toggles after 500 ms"): the play button and the load-failure dialog of the dialog's code. The player's
 * css comes with the dialog's code (VideoCard.styles.ts, ADR 216), the dialog css with the modal chunk. Decisions:
 * docs/decisions/153-video-card-player.md, 154-video-card-goal-and-z-index.md, 216.
 */
import { css, tokens } from '../../core/styles';
import { popupCodeStyles } from '../../shared/openers/popup-code';
import { VIDEO_CARD_RAISED_Z_INDEX } from './video-card-model';

export const videoCardStyles = css`
  :host {
    display: inline-block;
    vertical-align: top;
  }
  .vc {
    position: relative;
    z-index: 0;
    width: var(--pd-video-card-width, 160px);
  }
  /* §9: 500 ms after the dialog opens the card's view layer is raised (and lowered 500 ms after it closes). */
  .vc[data-raised] {
    z-index: ${VIDEO_CARD_RAISED_Z_INDEX};
  }
  .vc__play {
    all: unset;
    box-sizing: border-box;
    position: relative;
    display: flex;
    flex-direction: column;
    justify-content: flex-end;
    width: 100%;
    aspect-ratio: 3 / 4;
    overflow: hidden;
    border-radius: ${tokens.radius};
    background: linear-gradient(160deg, #2b5ea7, #12305a);
    background-size: cover;
    background-position: center;
    color: #fff;
    cursor: pointer;
  }
  .vc__play:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
  .vc__preview {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .vc__icon {
    position: absolute;
    top: 50%;
    left: 50%;
    width: 48px;
    height: 48px;
    margin: -24px 0 0 -24px;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.55);
    transition: transform 0.15s;
  }
  .vc__play:hover .vc__icon {
    transform: scale(1.08);
  }
  .vc__caption {
    position: relative;
    padding: 8px 12px;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.7));
    font-weight: 600;
  }
  @media (prefers-reduced-motion: reduce) {
    .vc__icon {
      transition: none;
    }
  }
`;

/** The css the element adopts at load: the card and the failure dialog of the dialog's code. */
export const videoCardShellStyles: readonly string[] = [videoCardStyles, ...popupCodeStyles];
