import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../core/dom';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  vi.restoreAllMocks();
});

function formWith(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html + '<pd-clinic-filter-button town="spb"></pd-clinic-filter-button>';
  document.body.append(form);
  const el = form.querySelector('pd-clinic-filter-button') as HTMLElement;
  return { form, el, q: within(el.shadowRoot as unknown as HTMLElement) };
}

describe('<pd-clinic-filter-button> (portal-identity-reviews §2)', () => {
  it('attributes only: the first that applies', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const el = document.createElement('pd-clinic-filter-button');
    el.setAttribute('town', 'moskva');
    el.setAttribute('clinic-type', 'all');
    el.setAttribute('speciality', 'lor');
    document.body.append(el);
    const q = within(el.shadowRoot as unknown as HTMLElement);
    fireEvent.click(await q.findByRole('button', { name: 'Найти клиники' }));
    expect(assign).toHaveBeenCalledWith('/moskva/lor/');
  });

  it('the enclosing form wins over attributes; the form submit navigates instead of posting', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { form, q } = formWith(
      '<select name="town"><option value="moskva" selected>Москва</option></select>' +
        '<select name="illness"><option value="all" selected>Все</option><option value="gripp">Грипп</option></select>' +
        '<input name="service_type" value="uslugi"><input name="service" value="uzi">',
    );
    fireEvent.click(await q.findByRole('button'));
    expect(assign).toHaveBeenLastCalledWith('/moskva/uslugi/uzi/');
    (form.elements.namedItem('illness') as HTMLSelectElement).value = 'gripp';
    await waitFor(() => {
      const submit = new Event('submit', { cancelable: true, bubbles: true });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
    });
    expect(assign).toHaveBeenLastCalledWith('/moskva/lechenie/gripp/');
  });

  it('no town: console error, no navigation', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('pd-clinic-filter-button');
    el.setAttribute('label', 'Показать');
    document.body.append(el);
    fireEvent.click(
      await within(el.shadowRoot as unknown as HTMLElement).findByRole('button', { name: 'Показать' }),
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[pd-widgets] pd-clinic-filter-button: no town'),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
