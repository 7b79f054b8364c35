/**
 * `<SoftVersionBadge>`: a profile's soft-version badge (portal-identity-reviews §2 "Soft-version badges for clinic
 * and doctor profiles", §3 "Soft versions", §5 "Soft-version benefits"): the label 'Лайт' / 'Стандарт' / 'Профи' /
 * 'Ультима' as a button that toggles a small popover 'Возможности версии «…»' listing the benefits of that version on
 * that page (`softVersionBenefits`, pure). Esc or a click elsewhere closes it. An unknown `version` logs
 * `[pd-widgets] pd-soft-version-badge: …` and renders nothing. Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { softVersionMessages as msg } from './messages';
import {
  SOFT_VERSION_BADGE_TAG,
  parseSoftVersion,
  parseSoftVersionPage,
  softVersionBenefits,
} from './soft-version-model';

/** Props of {@link SoftVersionBadge} (attributes `version`, `page`). */
export interface SoftVersionBadgeProps {
  /** LIGHT, STANDARD, PRO or ULTIMA (§3; case-insensitive). */
  version?: string;
  /** `doctor` (default) or `clinic`: the page the badge is on (§5). */
  page?: string;
}

/** Space kept between the popover and the viewport's edge, px. */
const VIEWPORT_MARGIN = 8;

/** The soft-version badge with its benefit popover. */
export function SoftVersionBadge({ version, page }: SoftVersionBadgeProps) {
  const host = useHost();
  const read = useMemo(() => {
    const problems: string[] = [];
    const v = parseSoftVersion(version);
    if (!v)
      problems.push(
        `version ${JSON.stringify(version ?? '')} is not one of LIGHT, STANDARD, PRO, ULTIMA; nothing is rendered`,
      );
    const p = parseSoftVersionPage(page);
    if (page !== undefined && page !== '' && !p)
      problems.push(`page ${JSON.stringify(page)} must be "doctor" or "clinic"; "doctor" is used`);
    return { version: v, page: p ?? 'doctor', problems };
  }, [version, page]);
  useLoggedProblems(SOFT_VERSION_BADGE_TAG, read.problems);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
  const panelId = `svb-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: Event) => {
      if (!e.composedPath().includes(host)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, host]);

  if (!read.version) return null;
  const label = msg.labels[read.version];
  const benefits = softVersionBenefits(read.version, read.page);
  return (
    <span className="svb" data-version={read.version}>
      <button
        ref={button}
        type="button"
        className="svb__badge"
        part="badge"
        aria-label={msg.version(label)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div ref={panel} id={panelId} className="svb__panel" part="panel" hidden={!open}>
        <p className="svb__title">{msg.benefitsTitle(label)}</p>
        <ul className="svb__list">
          {benefits.map((b) => (
            <li key={b} data-benefit={b}>
              {msg.benefits[b]}
            </li>
          ))}
        </ul>
      </div>
    </span>
  );
}
