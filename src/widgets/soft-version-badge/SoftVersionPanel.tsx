/**
 * The popover of `<pd-soft-version-badge>` (portal-identity-reviews §5 "Soft-version benefits"): its box, the title
 * 'Возможности версии «…»' and the benefits of that version on that page, with their texts, their css and the code
 * that keeps the open popover inside the viewport. Its widget's `soft-version-badge-lazy` chunk, loaded on a pointer
 * or focus on the badge or on its first open (ADR 215); the badge (./SoftVersionBadge.tsx) keeps the open state and
 * the closing (Esc, a click elsewhere).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { adoptStyles, supportsAdoptedStyleSheets } from '../../core/styles';
import { softVersionMessages as msg } from './messages';
import { softVersionBenefits } from './soft-version-benefits';
import type { SoftVersion, SoftVersionPage } from './soft-version-model';
import { softVersionPanelStyles } from './SoftVersionPanel.styles';

/** Props of {@link SoftVersionPanel}. */
export interface SoftVersionPanelProps {
  /** The popover's id (the badge's `aria-controls`). */
  id: string;
  version: SoftVersion;
  page: SoftVersionPage;
  /** The version's label ('Профи'). */
  label: string;
  /** Whether the popover is shown. */
  open: boolean;
}

/** Space kept between the popover and the viewport's edge, px. */
const VIEWPORT_MARGIN = 8;

/** The benefit popover. */
export function SoftVersionPanel({ id, version, page, label, open }: SoftVersionPanelProps) {
  // Its css, adopted when it first renders (not with the element, which shows only the badge until then).
  const root = useHost().shadowRoot;
  useState(() => root && adoptStyles(root, [softVersionPanelStyles]));
  const panel = useRef<HTMLDivElement>(null);

  // Keep the open popover inside the viewport (a badge near the right edge of a 390-px screen): shift it left.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    el.style.left = '';
    const rect = el.getBoundingClientRect();
    const overflow = rect.right - (document.documentElement.clientWidth - VIEWPORT_MARGIN);
    if (overflow > 0) el.style.left = `${-Math.min(overflow, Math.max(0, rect.left - VIEWPORT_MARGIN))}px`;
  }, [open]);

  return (
    <>
      {root && !supportsAdoptedStyleSheets() && <style>{softVersionPanelStyles}</style>}
      <div ref={panel} id={id} className="svb__panel" part="panel" hidden={!open}>
        <p className="svb__title">{msg.benefitsTitle(label)}</p>
        <ul className="svb__list">
          {softVersionBenefits(version, page).map((b) => (
            <li key={b} data-benefit={b}>
              {msg.benefits[b]}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
