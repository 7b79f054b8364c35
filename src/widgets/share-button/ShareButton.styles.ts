/**
 * Every css string of `<pd-share-button>`: the button (./ShareButtonShell.styles.ts) and the notices. The React
 * entry adopts them all at once; the element adopts the notices' css when they first render (ADR 215).
 */
import { toastsStyles } from '../../shared/toasts/Toasts.styles';
import { shareButtonShellStyles } from './ShareButtonShell.styles';

export { shareButtonStyles } from './ShareButtonShell.styles';

/** Every css string of the element (the React entry). */
export const shareButtonWidgetStyles: string[] = [...shareButtonShellStyles, toastsStyles];
