/**
 * Styles of `<pd-patient-profile>` (booking-schedule §2 "Patient profile panel", §9 "patient panel 400"). The panel
 * itself is the shared modal (its css comes with the lazily loaded modal chunk); these are its contents. Colours are
 * `--pd-*` tokens; a state is never shown by colour alone (icons differ by shape, and the text says it).
 */
import { css, tokens } from '../../core/styles';
import { buttonStyles } from '../../core/ui';

export const patientProfileStyles = css`
  :host {
    /* The element shows nothing on the page itself: only the panel (top layer). */
    display: contents;
  }
  .pp__body {
    display: flex;
    flex-direction: column;
    gap: 20px;
  }
  .pp__trust {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 16px;
    border-radius: ${tokens.radius};
    background: ${tokens.colorSurfaceMuted};
  }
  .pp__percent {
    display: flex;
    align-items: baseline;
    gap: 8px;
    margin: 0;
  }
  .pp__percent-value {
    font-size: 32px;
    font-weight: 700;
    line-height: 1.1;
  }
  .pp__percent-label {
    color: ${tokens.colorTextMuted};
  }
  .pp__verdict {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-weight: 600;
  }
  .pp__icon {
    flex: none;
  }
  .pp__trust[data-can-trust='true'] .pp__icon,
  .pp__criterion[data-met='true'] .pp__icon {
    color: ${tokens.colorSuccess};
  }
  .pp__trust[data-can-trust='false'] .pp__icon {
    color: ${tokens.colorWarning};
  }
  .pp__criterion[data-met='false'] .pp__icon {
    color: ${tokens.colorNeutral};
  }
  .pp__section {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .pp__heading {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
  .pp__criteria {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .pp__criterion {
    display: flex;
    align-items: flex-start;
    gap: 8px;
  }
  .pp__total,
  .pp__appointments,
  .pp__muted {
    margin: 0;
  }
  .pp__muted {
    color: ${tokens.colorTextMuted};
  }
  .pp__share-head {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin: 0 0 4px;
  }
  .pp__share-value {
    font-weight: 600;
  }
  .pp__bar {
    position: relative;
    height: 8px;
    overflow: hidden;
    border-radius: 4px;
    background: ${tokens.colorBorder};
  }
  .pp__bar-fill {
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
    background: ${tokens.colorSuccess};
  }
  .pp__counts {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  .pp__count {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  .pp__count dt {
    color: ${tokens.colorTextMuted};
  }
  .pp__count dd {
    margin: 0;
    font-weight: 600;
  }
  .pp__sr {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .pp__skeleton {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .pp__sk {
    display: block;
    height: 16px;
    border-radius: ${tokens.radiusSm};
    background: linear-gradient(
      90deg,
      ${tokens.colorSurfaceMuted} 25%,
      ${tokens.colorBorder} 50%,
      ${tokens.colorSurfaceMuted} 75%
    );
    background-size: 200% 100%;
    animation: pp-shimmer 1.4s ease-in-out infinite;
  }
  .pp__sk--percent {
    height: 88px;
    border-radius: ${tokens.radius};
  }
  .pp__sk--short {
    width: 60%;
  }
  .pp__sk--bar {
    height: 8px;
  }
  @keyframes pp-shimmer {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pp__sk {
      animation: none;
    }
  }
`;

/**
 * Every css string the widget adopts, in order (the element and the React entry's shadow root). The modal css comes
 * with the lazily loaded modal; the button is the ui piece the panel uses ('Закрыть').
 */
export const patientProfileWidgetStyles: readonly string[] = [buttonStyles, patientProfileStyles];
