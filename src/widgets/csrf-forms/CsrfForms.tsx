/**
 * `<CsrfForms>`: renders nothing; while mounted, forms with the class (`form-class`, default `csrf`) get the CSRF
 * token on submit (portal-identity-reviews §5). Decision: docs/decisions/172-csrf-forms.md.
 */
import { useEffect } from 'react';
import { CSRF_FORM_CLASS, installCsrfForms } from './csrf-forms';

/** Props of {@link CsrfForms} (attribute `form-class`). */
export interface CsrfFormsProps {
  /** The class of the forms to enhance; default `csrf`. */
  formClass?: string;
}

/** The enhancer (no UI). */
export function CsrfForms({ formClass }: CsrfFormsProps) {
  const className = formClass?.trim() || CSRF_FORM_CLASS;
  useEffect(() => installCsrfForms(document, className), [className]);
  return null;
}
