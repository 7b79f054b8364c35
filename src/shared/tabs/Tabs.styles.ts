/** Styles of {@link Tabs} (`tabsStyles`). */
import { css, tokens } from '../../core/styles';

export const tabsStyles = css`
  .pd-tabs {
    display: flex;
    gap: 4px;
    overflow-x: auto;
    scrollbar-width: none;
    border-bottom: 1px solid ${tokens.colorBorder};
  }
  .pd-tabs__tab {
    flex: none;
    min-height: 40px;
    padding: 0 12px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    color: ${tokens.colorTextMuted};
    font: inherit;
    cursor: pointer;
  }
  .pd-tabs__tab[aria-selected='true'] {
    border-bottom-color: ${tokens.colorPrimary};
    color: ${tokens.colorText};
    font-weight: 600;
  }
  .pd-tabs__tab:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: -2px;
  }
  .pd-tabs__tab:disabled {
    cursor: default;
    opacity: 0.5;
  }
  .pd-tabs__panel:focus-visible {
    outline: 2px solid ${tokens.focusRing};
    outline-offset: 2px;
  }
`;
