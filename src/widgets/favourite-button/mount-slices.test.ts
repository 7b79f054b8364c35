import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSession } from '../../shared/stores';
import { favouriteButtonStyles, favouriteWaitingBoxStyles } from './FavouriteButton.styles';
import { BUTTON_SIZE, BUTTON_WITH_SHARE_WIDTH } from './favourite-button-model';
import { MOUNT_SLICE_MS, mountInBox, mountInSlices, WAITING_BOX } from './mount-slices';

describe('mountInSlices (issue 19, ADR 206)', () => {
  it('runs the first renders a microtask later, in slices of about MOUNT_SLICE_MS, all of them in order', async () => {
    const done: number[] = [];
    // A clock that moves only with the renders' work: the first slice's time counts from the first call (ADR 234),
    // and a loaded machine that paused the test between the calls and the microtask must not empty that slice.
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now); // restored by the config's restoreMocks
    const busy = (ms: number) => {
      now += ms;
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

  it('after an upgrade that took a slice already, the first renders wait for the next frame (ADR 234)', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: string[] = [];
    mountInSlices(() => done.push('a')); // the first element of the upgrade
    now += MOUNT_SLICE_MS; // … the other elements' constructors and connects
    mountInSlices(() => done.push('b'));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toEqual([]); // not in the upgrading task
    await expect.poll(() => done, { timeout: 2000 }).toEqual(['a', 'b']);
  });
});

describe('mountInBox (ADR 207, 234)', () => {
  afterEach(() => resetSession());

  const host = () => {
    const el = document.createElement('pd-box-test');
    el.attachShadow({ mode: 'open' });
    return el;
  };
  /** The box a waiting element is (`favouriteWaitingBoxStyles`): '' for 32×32, 'share' for 72×32, null for none. */
  const boxOf = (el: HTMLElement) => el.getAttribute(WAITING_BOX);
  const item = { type: 'doctors', itemId: 1001, url: '/moskva/vrach/1001/' };

  it("keeps the button's box until its first render, and drops it in the task of that render", async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000); // both renders in one slice, however loaded the machine
    setSession({ isAnonymous: true, isRealPatient: false });
    const plain = host();
    const shared = host();
    const schedule = mountInBox(plain, item);
    mountInBox(shared, { ...item, share: true })(() => {});
    expect(boxOf(plain)).toBe('');
    expect(boxOf(shared)).toBe('share');
    let boxAtRender: string | null | undefined;
    schedule(() => (boxAtRender = boxOf(plain)));
    await Promise.resolve();
    await Promise.resolve();
    expect(boxAtRender).toBeNull(); // the render draws the button where the box was, in the same task
    expect(boxOf(shared)).toBeNull();
    // Nothing was put into the shadow root for the wait: the element itself was the box.
    expect(plain.shadowRoot!.childNodes).toHaveLength(0);
    expect(plain.shadowRoot!.adoptedStyleSheets).toEqual([]);
  });

  it('the document rule sizes a waiting box as the rendered button: 32×32, 72 px wide with the share icon', () => {
    const rules = favouriteWaitingBoxStyles.replace(/\s+/g, ' ');
    expect(rules).toContain(
      `pd-favourite-button[${WAITING_BOX}]:not([hidden]) { display: inline-block; vertical-align: middle; width: ${BUTTON_SIZE}px; height: ${BUTTON_SIZE}px; }`,
    );
    expect(rules).toContain(
      `pd-favourite-button[${WAITING_BOX}='share']:not([hidden]) { width: ${BUTTON_WITH_SHARE_WIDTH}px; }`,
    );
    // The rendered button's host is placed the same way.
    expect(favouriteButtonStyles.replace(/\s+/g, ' ')).toContain(
      ':host { display: inline-block; vertical-align: middle;',
    );
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
