import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSheet } from '../../core/styles';
import { resetSession, setSession } from '../../shared/stores';
import { favouriteButtonStyles } from './FavouriteButton.styles';
import { MOUNT_SLICE_MS, mountInBox, mountInSlices } from './mount-slices';

describe('mountInSlices (issue 19, ADR 206)', () => {
  it('runs the first renders a microtask later, in slices of about MOUNT_SLICE_MS, all of them in order', async () => {
    const done: number[] = [];
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    for (let i = 0; i < 40; i += 1)
      mountInSlices(() => {
        busy(1);
        done.push(i);
      });
    expect(done).toEqual([]); // nothing in the connecting task itself
    await Promise.resolve();
    await Promise.resolve();
    // The first slice stopped after about MOUNT_SLICE_MS of work; the rest waits for later tasks.
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThanOrEqual(MOUNT_SLICE_MS + 1);
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(40);
    expect(done).toEqual([...Array(40).keys()]);
  });

  /**
   * Holds the slice clock still, so a slice ends only by running out of renders: on a loaded machine the test process
   * can be descheduled for more than MOUNT_SLICE_MS between two renders, and the second would then rightly wait for
   * the next frame.
   */
  const holdClock = () => vi.spyOn(performance, 'now').mockReturnValue(1000); // restored by the config's restoreMocks

  it('a few elements render in the first slice; a later call starts a new sequence', async () => {
    holdClock();
    const done: string[] = [];
    mountInSlices(() => done.push('a'));
    mountInSlices(() => done.push('b'));
    await Promise.resolve();
    expect(done).toEqual(['a', 'b']);
    mountInSlices(() => done.push('c'));
    await Promise.resolve();
    expect(done).toEqual(['a', 'b', 'c']);
  });
});

describe('mountInBox (ADR 207)', () => {
  afterEach(() => resetSession());

  const host = () => {
    const el = document.createElement('pd-box-test');
    el.attachShadow({ mode: 'open' });
    return el;
  };
  /** The box kept in the shadow root: the button's own `.fav` box (32×32; 72×32 with `data-share`). */
  const boxOf = (el: HTMLElement) => el.shadowRoot!.querySelector('.fav[data-box]');
  const item = { type: 'doctors', itemId: 1001, url: '/moskva/vrach/1001/' };

  it("keeps the button's box until its first render, and drops it in the task of that render", async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000); // both renders in one slice, however loaded the machine
    setSession({ isAnonymous: true, isRealPatient: false });
    const plain = host();
    const shared = host();
    const schedule = mountInBox(plain, item);
    mountInBox(shared, { ...item, share: true })(() => {});
    expect(boxOf(plain)?.hasAttribute('data-share')).toBe(false);
    expect(boxOf(shared)?.hasAttribute('data-share')).toBe(true);
    let boxAtRender: Element | null | undefined;
    schedule(() => (boxAtRender = boxOf(plain)));
    await Promise.resolve();
    await Promise.resolve();
    expect(boxAtRender).toBeNull(); // the render draws the button where the box was, in the same task
    expect(plain.shadowRoot!.childNodes).toHaveLength(0);
  });

  it("adopts the widget's css at the connect, box or not: the host is its inline 32-px box, not a reserved block (ADR 231)", () => {
    setSession({ isAnonymous: true, isRealPatient: false });
    const sheet = getSheet(favouriteButtonStyles);
    expect(sheet).not.toBeNull();
    const boxed = host();
    mountInBox(boxed, item);
    expect(boxed.shadowRoot!.adoptedStyleSheets).toContain(sheet);
    const malformed = host();
    mountInBox(malformed, { ...item, itemId: 0 });
    expect(malformed.shadowRoot!.adoptedStyleSheets).toContain(sheet);
    // The css itself gives up the runtime's reserved height of a waiting render.
    expect(favouriteButtonStyles).toMatch(/:host\(\[data-pd-mounting\]\)\s*\{\s*min-height:\s*0/);
  });

  it('keeps no box for an element that renders nothing: malformed attributes, a user who gets no buttons', () => {
    setSession({ isAnonymous: true, isRealPatient: false });
    const malformed = host();
    expect(mountInBox(malformed, { ...item, itemId: 0 })).toBe(mountInSlices);
    setSession({ isAnonymous: false, isRealPatient: false });
    const hidden = host();
    expect(mountInBox(hidden, item)).toBe(mountInSlices);
    expect(boxOf(malformed)).toBeNull();
    expect(boxOf(hidden)).toBeNull();
  });
});
