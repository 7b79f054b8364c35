import { afterEach, describe, expect, it, vi } from 'vitest';
import { closestOnPath, enhanceOpener, listenForOpeners, type OpenerHit } from './index';

const ATTR = 'data-pd-test-opener';

describe('listenForOpeners', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.body.innerHTML = '';
  });

  it('opens on a click on the opener or inside it, prevents a link opener from navigating, ignores other clicks', () => {
    document.body.innerHTML = `<div data-card='{"id":7}'><a href="/fallback" ${ATTR}><span id="inner">Анна К.</span></a></div><button id="other">x</button>`;
    const hits: OpenerHit[] = [];
    stop = listenForOpeners(document, ATTR, { onOpen: (hit) => hits.push(hit) });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    document.getElementById('inner')!.dispatchEvent(click);
    expect(hits).toHaveLength(1);
    expect(hits[0]!.opener.localName).toBe('a');
    expect(click.defaultPrevented).toBe(true);
    expect(closestOnPath(hits[0]!, 'data-card')).toBe('{"id":7}');
    expect(closestOnPath(hits[0]!, 'data-missing')).toBeNull();
    document.getElementById('other')!.click();
    expect(hits).toHaveLength(1);
  });

  it('gives a span opener button semantics and opens it on Enter and Space; warms once', async () => {
    document.body.innerHTML = `<span id="s" ${ATTR}>Скидка</span>`;
    const onOpen = vi.fn();
    const onWarm = vi.fn();
    stop = listenForOpeners(document, ATTR, { onOpen, onWarm });
    const span = document.getElementById('s')!;
    expect(span.getAttribute('role')).toBe('button');
    expect(span.getAttribute('tabindex')).toBe('0');
    span.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    span.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    expect(onWarm).toHaveBeenCalledTimes(1);
    span.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    span.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('enhances openers added later and stops listening after cleanup', async () => {
    const onOpen = vi.fn();
    stop = listenForOpeners(document, ATTR, { onOpen });
    const div = document.createElement('div');
    div.setAttribute(ATTR, '');
    document.body.append(div);
    await vi.waitFor(() => expect(div.getAttribute('role')).toBe('button'));
    stop();
    stop = undefined;
    div.click();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('never overrides the page’s own role or tabindex, and leaves native controls alone', () => {
    const own = document.createElement('div');
    own.setAttribute('role', 'link');
    own.setAttribute('tabindex', '-1');
    enhanceOpener(own);
    expect(own.getAttribute('role')).toBe('link');
    expect(own.getAttribute('tabindex')).toBe('-1');
    const button = document.createElement('button');
    enhanceOpener(button);
    expect(button.hasAttribute('role')).toBe(false);
  });
});
