import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { ensureCsrfInput, installCsrfForms, postsForm } from './csrf-forms';
import './index';

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnv: boolean | undefined;
beforeEach(() => {
  previousActEnv = actEnv.IS_REACT_ACT_ENVIRONMENT;
  actEnv.IS_REACT_ACT_ENVIRONMENT = false;
  configure({ csrfToken: 'tok-1' });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((r) => setTimeout(r, 0));
  actEnv.IS_REACT_ACT_ENVIRONMENT = previousActEnv;
  resetConfig();
  vi.restoreAllMocks();
});

function form(attrs: string, inner = '') {
  const wrap = document.createElement('div');
  wrap.innerHTML = `<form ${attrs}>${inner}<button>Отправить</button></form>`;
  document.body.append(wrap);
  const f = wrap.querySelector('form') as HTMLFormElement;
  f.addEventListener('submit', (e) => e.preventDefault()); // the page would navigate
  return f;
}
const submit = (f: HTMLFormElement) =>
  f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const tokens = (f: HTMLFormElement) =>
  [...f.querySelectorAll<HTMLInputElement>('input[name="csrfmiddlewaretoken"]')].map((i) => [
    i.type,
    i.value,
  ]);

describe('csrf forms (portal-identity-reviews §5)', () => {
  it('ensureCsrfInput creates once and refreshes', () => {
    const f = form('method="post"');
    ensureCsrfInput(f, 'a');
    ensureCsrfInput(f, 'b');
    expect(tokens(f)).toEqual([['hidden', 'b']]);
  });

  it('postsForm: method or the submitter formmethod', () => {
    expect(postsForm(form('method="POST"'))).toBe(true);
    expect(postsForm(form(''))).toBe(false);
    const button = document.createElement('button');
    button.setAttribute('formmethod', 'post');
    expect(postsForm(form('method="get"'), button)).toBe(true);
  });

  it('<pd-csrf-forms>: a POST form with class csrf gets the token on submit; others do not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.append(document.createElement('pd-csrf-forms'));
    const csrf = form('class="csrf" method="post"');
    const plain = form('method="post"');
    const get = form('class="csrf" method="get"');
    await waitFor(() => {
      submit(csrf);
      expect(tokens(csrf)).toEqual([['hidden', 'tok-1']]);
    });
    configure({ csrfToken: 'tok-2' });
    submit(csrf);
    expect(tokens(csrf)).toEqual([['hidden', 'tok-2']]);
    submit(plain);
    expect(tokens(plain)).toEqual([]);
    submit(get);
    expect(tokens(get)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] pd-csrf-forms: a GET form'));
  });

  it('form-class and shared listener; cleanup removes it', () => {
    const c1 = installCsrfForms(document, 'secure');
    const c2 = installCsrfForms(document, 'secure');
    const f = form('class="secure" method="post"');
    c1();
    submit(f);
    expect(tokens(f)).toEqual([['hidden', 'tok-1']]);
    c2();
    f.querySelector('input')?.remove();
    submit(f);
    expect(tokens(f)).toEqual([]);
  });

  it('no token: console error, the form still submits', () => {
    resetConfig();
    const cookie = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1];
    document.cookie = 'csrftoken=; max-age=0; path=/';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cleanup = installCsrfForms(document);
    const f = form('class="csrf" method="post"');
    expect(submit(f)).toBe(false); // prevented by the test's own page handler only
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[pd-widgets] pd-csrf-forms: no CSRF token'));
    cleanup();
    if (cookie) document.cookie = `csrftoken=${cookie}; path=/`;
  });
});
