/**
 * Shared React primitives (ARCHITECTURE §3 core/ui). Each exports its css string for a widget's `styles`;
 * {@link uiStyles} is all of them joined.
 */
import { alertStyles } from './Alert.styles';
import { buttonStyles } from './Button.styles';
import { chipStyles } from './Chip.styles';
import { skeletonStyles } from './Skeleton.styles';
import { spinnerStyles } from './Spinner.styles';
import { tabsStyles } from './Tabs.styles';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { Chip, type ChipProps } from './Chip';
export { Tabs, TabPanel, tabIds, type TabItem, type TabsProps, type TabPanelProps } from './Tabs';
export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Alert, type AlertProps, type AlertTone } from './Alert';
export { alertStyles, buttonStyles, chipStyles, skeletonStyles, spinnerStyles, tabsStyles };

/** Every ui primitive's css, joined (button first: the alert's action is a button). */
export const uiStyles = [
  buttonStyles,
  chipStyles,
  tabsStyles,
  spinnerStyles,
  skeletonStyles,
  alertStyles,
].join('\n');
export { Toasts, toastsStyles, type ToastsProps } from './Toasts';
