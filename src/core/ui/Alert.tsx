/**
 * `<Alert>`: an inline message box (error catalogue texts of portal-identity-reviews §8 and booking-schedule §8,
 * e.g. the red deleting-in-progress alert). Tones: `error` (role=alert, announced at once), `warning` and
 * `info` (role=status). Optional title, text and one action button (e.g. 'Повторить', 'Обновить').
 */
import type { ReactNode } from 'react';
import { Button } from './Button';

/** Colour and urgency of an {@link Alert}. */
export type AlertTone = 'error' | 'warning' | 'info';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Default `info`. */
  tone?: AlertTone;
  title?: ReactNode;
  text?: ReactNode;
  /** One action button under the text. */
  action?: { label: string; onClick: () => void; loading?: boolean };
  className?: string;
  children?: ReactNode;
}

/** A message box with an optional title, text and action. */
export function Alert({ tone = 'info', title, text, action, className, children }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      part="alert"
      className={className ? `pd-alert ${className}` : 'pd-alert'}
      data-tone={tone}
    >
      {title && <p className="pd-alert__title">{title}</p>}
      {text && <p className="pd-alert__text">{text}</p>}
      {children}
      {action && (
        <div className="pd-alert__actions">
          <Button variant="secondary" size="sm" loading={action.loading} onClick={action.onClick}>
            {action.label}
          </Button>
        </div>
      )}
    </div>
  );
}
