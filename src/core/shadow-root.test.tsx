import { render, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { emit, useHost } from './host';
import { withShadowRoot } from './shadow-root';
import { css, getSheet } from './styles';

const styles = css`
  .x {
    color: red;
  }
`;

function Probe({ onPing }: { onPing?: () => void }) {
  const host = useHost();
  return (
    <button
      className="x"
      onClick={() => {
        onPing?.();
        emit(host, 'probe:ping', { ok: true });
      }}
    >
      Пинг
    </button>
  );
}

it('renders the component in its own shadow root with the styles adopted, and emits on the host', async () => {
  const Wrapped = withShadowRoot('pd-probe', Probe, [styles]);
  const onPing = vi.fn();
  const { container } = render(<Wrapped onPing={onPing} />);
  const host = container.querySelector('[data-pd-widget="pd-probe"]') as HTMLElement;
  await waitFor(() => expect(host.shadowRoot?.querySelector('button')).not.toBeNull());
  expect(host.shadowRoot!.adoptedStyleSheets).toContain(getSheet(styles));
  const seen: unknown[] = [];
  host.addEventListener('probe:ping', (e) => seen.push((e as CustomEvent).detail));
  (host.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
  expect(onPing).toHaveBeenCalledOnce();
  expect(seen).toEqual([{ ok: true }]);
});
