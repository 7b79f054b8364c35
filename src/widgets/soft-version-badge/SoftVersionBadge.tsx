/**
 * `<SoftVersionBadge>`: a profile's soft-version badge (portal-identity-reviews §2 "Soft-version badges for clinic
 * and doctor profiles", §3 "Soft versions", §5 "Soft-version benefits"): the label 'Лайт' / 'Стандарт' / 'Профи' /
 * 'Ультима' as a button that toggles a small popover 'Возможности версии «…»' listing the benefits of that version on
 * that page. Esc or a click elsewhere closes it. An unknown `version` logs `[pd-widgets] pd-soft-version-badge: …`
 * and renders nothing. Decisions: docs/decisions/155-info-popup-badges-stage.md, 215.
 *
 * At load only the badge (ADR 215): the popover (./SoftVersionPanel.tsx — its box, the benefits with their texts and
 * css, the positioning) loads on a pointer or focus on the badge or on its first open. An open meanwhile is kept (the
 * badge `aria-busy`) and shows the popover when the code has arrived; a failed load logs and shows 'Не удалось
 * загрузить возможности версии. Попробуйте ещё раз' with 'Повторить' (src/shared/openers/popup-code.tsx, ADR 210).
 */
import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useHost } from '../../core/define';
import { useLoggedProblems } from '../../core/hooks';
import { usePopupCode } from '../../shared/openers/popup-code';
import { softVersionShellMessages as msg } from './shell-messages';
import { SOFT_VERSION_BADGE_TAG, parseSoftVersion, parseSoftVersionPage } from './soft-version-model';
import type { SoftVersionPanelProps } from './SoftVersionPanel';

/** Props of {@link SoftVersionBadge} (attributes `version`, `page`). */
export interface SoftVersionBadgeProps {
  /** LIGHT, STANDARD, PRO or ULTIMA (§3; case-insensitive). */
  version?: string;
  /** `doctor` (default) or `clinic`: the page the badge is on (§5). */
  page?: string;
}

let loading: Promise<ComponentType<SoftVersionPanelProps>> | undefined;
/**
 * The popover's code, once per page (a failure is forgotten, so the next call tries again). Without the modal chunk,
 * which only the failure dialog needs.
 */
function loadPanel(): Promise<ComponentType<SoftVersionPanelProps>> {
  return (loading ??= import('./SoftVersionPanel').then(
    (m) => m.SoftVersionPanel,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));
}
const preload = () => void loadPanel().catch(() => {});

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
  const label = read.version ? msg.labels[read.version] : '';
  const code = usePopupCode(SOFT_VERSION_BADGE_TAG, loadPanel, { ...msg, title: msg.version(label) });
  const { Popup: Panel } = code;
  // Open: asked for (also while the code is on its way); closing the load-failure dialog drops the open.
  const [wanted, setWanted] = useState(false);
  const open = wanted && code.asked;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `svb-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: Event) => {
      if (!e.composedPath().includes(host)) setWanted(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setWanted(false);
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
  const warm = Panel ? undefined : preload;
  return (
    <span className="svb" data-version={read.version}>
      <button
        ref={button}
        type="button"
        className="svb__badge"
        part="badge"
        aria-label={msg.version(label)}
        aria-expanded={open}
        aria-controls={Panel ? panelId : undefined}
        onPointerOver={warm}
        onPointerDown={warm}
        onFocus={warm}
        onClick={(e) => {
          setWanted(!open);
          // The first open asks for the popover's code; the badge is busy until it arrives (usePopupCode).
          if (!open && !Panel) code.ask(e.currentTarget);
        }}
      >
        {label}
      </button>
      {Panel ? (
        <Panel id={panelId} version={read.version} page={read.page} label={label} open={open} />
      ) : (
        code.failure
      )}
    </span>
  );
}
