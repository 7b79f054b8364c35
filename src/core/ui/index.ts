/**
 * Shared React primitives every page may need (ARCHITECTURE §3 core/ui): Button, Spinner, Alert. Each exports its
 * css string for a widget's `styles`. Primitives only some widgets use live in src/shared/<piece>
 * (tabs, chip, toasts) or in their one widget's folder (the doctor contacts' Skeleton) and travel with those
 * widgets' chunks (docs/decisions/122-chunks-follow-folders.md).
 */
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { Alert, type AlertProps, type AlertTone } from './Alert';
export { alertStyles } from './Alert.styles';
export { buttonStyles } from './Button.styles';
export { spinnerStyles } from './Spinner.styles';
