/**
 * The entry of the lazily loaded modal chunk (docs/decisions/060-lazy-modal-and-size-diet.md): {@link Dialog} that
 * brings its own css. Widgets do not list `modalStyles` in their `styles`; when this module has loaded, the
 * dialog adopts {@link modalStyles} into the shadow root of the element hosting it (the custom element, or the
 * React entry's `<div data-pd-widget>`, see src/core/shadow-root.tsx) — one shared constructable sheet per page
 * (src/core/styles/css.ts) — or renders it as a `<style>` where constructable sheets are unsupported. A host
 * without a shadow root gets no css, like every other widget style.
 */
import { useInsertionEffect } from 'react';
import { useHost } from '../host';
import { adoptStyles, supportsAdoptedStyleSheets } from '../styles/css';
import { Dialog, type DialogProps } from './Dialog';
import { modalStyles } from './modal.styles';

const STYLES = [modalStyles];

/** {@link Dialog} plus its css in the host's shadow root; same props. */
export function StyledDialog(props: DialogProps) {
  const root = useHost().shadowRoot;
  // Before any layout effect (the dialog's showModal and focus move run in one): the sheet is in place first.
  useInsertionEffect(() => {
    if (root) adoptStyles(root, STYLES);
  }, [root]);
  return (
    <>
      {root && !supportsAdoptedStyleSheets() && <style>{modalStyles}</style>}
      <Dialog {...props} />
    </>
  );
}
