/**
 * `<pd-clinic-filter-button>` (portal-identity-reviews §2 "Clinic list filter button"). Importing this module defines
 * the tag. Decision: docs/decisions/171-clinic-filter-button.md.
 */
import { defineWidget, type WidgetProp } from '../../core/define';
import { ClinicFilterButton, type ClinicFilterButtonProps } from './ClinicFilterButton';
import { clinicFilterButtonWidgetStyles } from './ClinicFilterButton.styles';
import { CLINIC_FILTER_TAG } from './clinic-filter-model';

export { ClinicFilterButton, readChoice, type ClinicFilterButtonProps } from './ClinicFilterButton';
export { clinicFilterButtonWidgetStyles } from './ClinicFilterButton.styles';
export { clinicFilterMessages } from './messages';
export {
  CLINIC_FILTER_TAG,
  FILTER_FIELDS,
  NOT_CHOSEN,
  chosen,
  clinicFilterUrl,
  type ClinicFilterChoice,
} from './clinic-filter-model';

const value = (field: string) =>
  `Default ${field} slug ('all' or empty = not chosen); a form field named "${field.replace(/ /g, '_')}" in the ` +
  'enclosing form wins.';

const props: Record<keyof ClinicFilterButtonProps & string, WidgetProp> = {
  town: { type: 'string', doc: `${value('town')} Without a town the button does nothing (console error).` },
  illness: { type: 'string', doc: value('illness') },
  clinicType: { type: 'string', doc: value('clinic type') },
  speciality: { type: 'string', doc: value('speciality') },
  serviceType: { type: 'string', doc: value('service type') },
  service: { type: 'string', doc: value('service') },
  label: { type: 'string', doc: "Button label; default 'Найти клиники'." },
};

defineWidget<ClinicFilterButtonProps>({
  tag: CLINIC_FILTER_TAG,
  component: ClinicFilterButton,
  props,
  styles: clinicFilterButtonWidgetStyles,
  parts: { button: 'The button.' },
  docs:
    "The clinic list filter button: a click (or the enclosing form's submit) goes to the first that applies: " +
    '/{town}/lechenie/{illness}/, /{town}/top/{clinic type}/, /{town}/{speciality}/, /{town}/{service type}/{service}/, ' +
    "/{town}/ ('all' = not chosen). Values from the enclosing form's fields town, illness, clinic_type, speciality, " +
    'service_type, service, else from the attributes.',
});
