/**
 * `<ClinicFilterButton>`: the clinic list filter button (portal-identity-reviews §2 "Clinic list filter button").
 *
 * The chosen values come from the form the element sits in (`host.closest('form')`): fields named `town`,
 * `illness`, `clinic_type`, `speciality`, `service_type`, `service` (selects, radios, inputs); a field present in the
 * form wins, else the element's attribute (`town`, `illness`, `clinic-type`, `speciality`, `service-type`,
 * `service`). A click — and the form's submit (Enter in a field) — goes to {@link clinicFilterUrl} through
 * `navigate`. No town: a console error and nothing happens. Decision: docs/decisions/171-clinic-filter-button.md.
 */
import { useEffect } from 'react';
import { useHost } from '../../core/define';
import { logError, navigate } from '../../core/dom';
import { useEvent } from '../../core/hooks';
import { Button } from '../../core/ui';
import {
  CLINIC_FILTER_TAG,
  FILTER_FIELDS,
  clinicFilterUrl,
  type ClinicFilterChoice,
} from './clinic-filter-model';
import { clinicFilterMessages as msg } from './messages';

/** Props of {@link ClinicFilterButton}: the default values (attributes) and the label. */
export interface ClinicFilterButtonProps extends Omit<ClinicFilterChoice, 'town'> {
  town?: string;
  /** Button label; default 'Найти клиники'. */
  label?: string;
}

/** The value of the form field `name`, or `undefined` when the form has no such field. */
function fieldValue(form: HTMLFormElement | null, name: string): string | undefined {
  const item = form?.elements.namedItem(name) as
    (Element & { value?: string }) | RadioNodeList | null | undefined;
  if (!item) return undefined;
  return typeof item.value === 'string' ? item.value : undefined;
}

/** The choice: form fields first, then the attributes. */
export function readChoice(form: HTMLFormElement | null, props: ClinicFilterChoice): ClinicFilterChoice {
  const out: ClinicFilterChoice = {};
  for (const key of Object.keys(FILTER_FIELDS) as (keyof ClinicFilterChoice)[]) {
    out[key] = fieldValue(form, FILTER_FIELDS[key]) ?? props[key] ?? null;
  }
  return out;
}

/** The button. */
export function ClinicFilterButton({ label, ...defaults }: ClinicFilterButtonProps) {
  const host = useHost();
  const go = useEvent(() => {
    const url = clinicFilterUrl(readChoice(host.closest('form'), defaults));
    if (!url) {
      logError(CLINIC_FILTER_TAG, 'no town is chosen: set the town attribute or a "town" field in the form');
      return;
    }
    navigate(url);
  });

  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      go();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [host, go]);

  return (
    <Button className="cfb__button" onClick={() => go()}>
      {label?.trim() || msg.label}
    </Button>
  );
}
