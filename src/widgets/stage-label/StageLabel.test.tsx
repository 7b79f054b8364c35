import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import './index';

function mount() {
  const el = document.createElement('pd-stage-label');
  document.body.append(el);
  return el;
}

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
  resetConfig();
});

describe('<pd-stage-label> (portal-identity-reviews §1)', () => {
  it("env stage: 'Stage'", async () => {
    configure({ env: 'stage' });
    const el = mount();
    await waitFor(() => expect(el.shadowRoot?.querySelector('[part~="label"]')?.textContent).toBe('Stage'));
  });

  it.each(['prod', 'smoke', 'dev'] as const)('env %s: nothing (it follows configure())', async (env) => {
    configure({ env: 'stage' });
    const el = mount();
    const label = () => el.shadowRoot?.querySelector('[part~="label"]') ?? null;
    await waitFor(() => expect(label()).toBeTruthy());
    configure({ env });
    await waitFor(() => expect(label()).toBeNull());
    expect(el.shadowRoot?.textContent).toBe('');
  });
});
