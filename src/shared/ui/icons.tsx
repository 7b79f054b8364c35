/**
 * The line icons of the widgets in one module (issue 20 item 32): the close cross, the back/forward/up/down chevrons
 * and the check/cross badges, each a 24-unit `viewBox` drawn in the current text colour, hidden from assistive
 * technology (the button around it carries the name). A shared piece (`shared-ui` chunk with the shared input styles, ADR 122); the modal
 * chunk imports it too (ADR 197). Sizes: `size` px (default 20).
 */
import type { ReactNode as ComponentChildren } from 'react';

/** Props of every icon. */
export interface IconProps {
  /** Width and height, px (default 20). */
  size?: number;
  className?: string;
}

/** The 24-unit frame of every icon. */
function Svg({ size = 20, className, children }: IconProps & { children: ComponentChildren }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A stroked path icon. */
function LineIcon({ d, ...frame }: IconProps & { d: string }) {
  return (
    <Svg {...frame}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** The paths of the chevrons by the way they point. */
const CHEVRONS = {
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  up: 'M6 15l6-6 6 6',
  down: 'M7 10l5 5 5-5',
} as const;

/** The close cross (dialogs, popups, notices, the search reset). */
export function CloseIcon(props: IconProps) {
  return <LineIcon d="M6 6l12 12M18 6L6 18" {...props} />;
}

/** A chevron pointing `dir` (back = `left`, next = `right`, a select's `down`, "to the top" `up`). */
export function ChevronIcon({ dir, ...props }: IconProps & { dir: keyof typeof CHEVRONS }) {
  return <LineIcon d={CHEVRONS[dir]} {...props} />;
}

/** The white marks of {@link BadgeIcon}. */
const MARKS = {
  check: 'm7.5 12.5 3 3 6-6.5',
  cross: 'm8.5 8.5 7 7m0-7-7 7',
  clock: 'M12 7v5.5l3.5 2',
} as const;

/**
 * A filled circle with a white mark: a check (a confirmed criterion or document), a cross (not met, no longer valid)
 * or a clock hand (valid until a date).
 */
export function BadgeIcon({ mark, ...frame }: IconProps & { mark: keyof typeof MARKS }) {
  return (
    <Svg {...frame}>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d={MARKS[mark]}
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
