/**
 * `<pd-csrf-forms>` (portal-identity-reviews §5 "Forms carrying the csrf class get the token added on submit").
 * Importing this module defines the tag. Decision: docs/decisions/172-csrf-forms.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { CsrfForms, type CsrfFormsProps } from './CsrfForms';
import { CSRF_FORMS_TAG } from './csrf-forms';

export { CsrfForms, type CsrfFormsProps } from './CsrfForms';
export { CSRF_FORMS_TAG, CSRF_FORM_CLASS, ensureCsrfInput, installCsrfForms, postsForm } from './csrf-forms';

const props: Record<keyof CsrfFormsProps & string, WidgetProp> = {
  formClass: { type: 'string', doc: "The class of the forms to enhance; default 'csrf'." },
};

defineWidget<CsrfFormsProps>({
  tag: CSRF_FORMS_TAG,
  component: CsrfForms,
  props,
  styles: [':host{display:none}'],
  docs:
    'Put ONE <pd-csrf-forms> on the page (invisible): every POST form with class "csrf" (or form-class) gets a hidden ' +
    'csrfmiddlewaretoken input with the page token on submit (capture phase, before page handlers). GET forms are ' +
    'left alone (warning). form.submit() fires no submit event: use requestSubmit().',
});
