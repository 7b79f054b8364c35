/**
 * The DOM side of the review cards (portal-identity-reviews §2 "Review cards", §3 "Review card data", "Review
 * assessment", §4 "Review seen", §5; docs/reviews-html.md "The review-card HTML contract"). No React: the component
 * (`ReviewCards.tsx`) starts it and renders what it reports (the tooltip, the gallery dialog).
 *
 * - Every `[data-pd-review]` under `root`, present at start and added later (one `MutationObserver`), is enhanced in
 *   batches of at most {@link ENHANCE_BATCH_SIZE} cards and {@link ENHANCE_SLICE_MS} ms with `yieldToMain()` between them, so 50 cards never make one long
 *   task (ADR 062, docs/decisions/139-review-card-enhancement-batches.md). No layout is read while enhancing.
 * - Stars: `[data-pd-stars]` gets one span painted as 5 stars (`pd-rv-*` classes, the light-DOM sheet of
 *   `light-styles.ts`), `role="img"` and the label 'Оценка N из 5' / 'Без оценки'.
 * - Tooltips: `[data-pd-tooltip]` is described by a hidden light-DOM span holding the text (`aria-describedby`: the
 *   tooltip itself lives in the shadow root, out of reach of an id reference). A card's targets are ONE tab stop (a
 *   roving tabindex: the first visible one `tabindex="0"`, the others `-1`; Arrow keys, Home and End move through the
 *   visible ones and the stop follows the focus), so 10 cards add 10 stops, not one per status and star (issue 20
 *   item 23). A tooltip that only repeats its target's own name ('Без оценки' on stars labelled so) is decorative: no
 *   stop, no description, hover only. Hover and focus report the target; Esc hides.
 * - One delegated `click`, `pointerover`/`pointerout` and `focusin`/`focusout` listener on `root` (not per card):
 *   'show more', the gallery links, the tooltip targets; a `keydown` listener on the document only while a tooltip
 *   shows (Esc hides it wherever the focus is). Enter on a gallery link is the link's own click.
 * - Seen: ONE `IntersectionObserver` (root margin -100px 0px); a card visible continuously 2000 ms is reported to
 *   `seen-metrics.ts`; deleted cards never.
 */
import { safeUrl } from '../../core/dom';
import { format } from '../../core/i18n';
import { yieldToMain } from '../../core/yield';
import { getConfig } from '../../core/config';
import { reviewCardMessages as msg } from './messages';
import { adoptLightStyles } from './light-styles';
import {
  ENHANCE_BATCH_SIZE,
  ENHANCE_SLICE_MS,
  SEEN_DWELL_MS,
  SEEN_ROOT_MARGIN,
  filledStars,
  metricsEnabled,
  parseRateValue,
  reviewId,
  reviewKind,
  starColour,
  starsLabel,
} from './review-card-model';
import { reportSeen, wasReported } from './seen-metrics';

/** A card. */
export const CARD_SELECTOR = '[data-pd-review]';
const STARS_SELECTOR = '[data-pd-stars]';
const TOOLTIP_ATTR = 'data-pd-tooltip';
const MORE_ATTR = 'data-pd-more';
const MORE_ITEM_ATTR = 'data-pd-more-item';
const GALLERY_ITEM_SELECTOR = 'a[data-pd-gallery-item]';
/** Delay before a hover tooltip hides, so the pointer can move onto the tooltip (WCAG 1.4.13 "hoverable"). */
export const TOOLTIP_HIDE_DELAY_MS = 150;

/** One image of a card's gallery. */
export interface GalleryImage {
  /** The full image URL (`href` of the link through `safeUrl`), or `null` when unsafe (shown as a failure). */
  src: string | null;
  /** The preview's `alt`, else 'Фото N'. */
  alt: string;
}

/** What the enhancer reports to the view. */
export interface EnhancerCallbacks {
  /** The tooltip to show (`target` and its text), or `null` to hide it. */
  onTooltip(tip: { target: HTMLElement; text: string } | null): void;
  /** A gallery link was activated: the card's images, the clicked one's index and the link (focus returns there). */
  onGallery(images: GalleryImage[], index: number, opener: HTMLElement): void;
  /** A pointer or focus reached a gallery link: a good time to load the dialog code. */
  onWarm?(): void;
}

/** Options of {@link startEnhancer}. */
export interface EnhancerOptions extends EnhancerCallbacks {
  /** The metrics service base URL; absent/empty = no seen tracking. */
  metricsBase?: string;
}

/** The running enhancer. */
export interface Enhancer {
  /** The pointer entered the tooltip: keep it shown. */
  holdTooltip(): void;
  /** The pointer left the tooltip: hide it unless its target is hovered or focused. */
  releaseTooltip(): void;
  /** Hide the tooltip now (until the next hover/focus). */
  hideTooltip(): void;
  /** Resolves when every card known so far is enhanced (tests, stories). */
  idle(): Promise<void>;
  /** Stops observing and listening; drawn stars and descriptions stay. */
  stop(): void;
}

/** Cards whose DOM was already enhanced (page-wide: two enhancers never draw twice). */
const drawn = new WeakSet<Element>();
let descriptionCounter = 0;

function isElement(node: unknown): node is HTMLElement {
  return !!node && (node as Node).nodeType === 1;
}

/** The element matching `selector` at or above `from`, inside `root` (never `root` itself nor its ancestors). */
function closestIn(root: HTMLElement, from: EventTarget | null, selector: string): HTMLElement | null {
  if (!isElement(from)) return null;
  const found = from.closest<HTMLElement>(selector);
  return found && found !== root && root.contains(found) ? found : null;
}

function isNativelyFocusable(el: Element): boolean {
  const tag = el.localName;
  if (tag === 'button' || tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'summary')
    return true;
  return (tag === 'a' || tag === 'area') && el.hasAttribute('href');
}

/**
 * Draws the 5 stars of one `[data-pd-stars]` element and labels it: ONE child span
 * `pd-rv-stars pd-rv-stars--{colour} pd-rv-stars--n{filled}` (the light-DOM sheet paints the stars), `role="img"`,
 * the label 'Оценка N из 5' / 'Без оценки', and `data-pd-star-colour`.
 */
export function drawStars(el: HTMLElement): void {
  if (el.querySelector(':scope > .pd-rv-stars')) return;
  const value = parseRateValue(el.getAttribute('data-rate-value'));
  const colour = starColour(value);
  const stars = el.ownerDocument.createElement('span');
  stars.className = `pd-rv-stars pd-rv-stars--${colour} pd-rv-stars--n${filledStars(value)}`;
  stars.setAttribute('aria-hidden', 'true');
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', starsLabel(value));
  el.setAttribute('data-pd-star-colour', colour);
  el.append(stars);
}

/** A card's tooltip targets that take part in its one tab stop (decorative ones do not). */
const GROUP_CLASS = 'pd-rv-tip-group';

/**
 * Prepares one tooltip target: describes it by a hidden span appended to `card` and, unless natively focusable or
 * given a tabindex by the page, makes it focusable by script (`-1`: the card's group decides the one stop,
 * {@link groupTooltipTargets}). A decorative tooltip (its text is the target's own name) gets neither.
 */
export function prepareTooltipTarget(el: HTMLElement, card: HTMLElement): void {
  const text = el.getAttribute(TOOLTIP_ATTR)?.trim();
  if (!text || el.classList.contains('pd-rv-tip')) return;
  el.classList.add('pd-rv-tip');
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  if (name === text) return; // decorative: the tooltip repeats what the target already says
  el.classList.add(GROUP_CLASS);
  if (!isNativelyFocusable(el) && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  const description = el.ownerDocument.createElement('span');
  descriptionCounter += 1;
  description.id = `pd-rv-tip-${descriptionCounter}`;
  description.hidden = true;
  description.className = 'pd-rv-description';
  description.textContent = text;
  card.append(description);
  const describedBy = el.getAttribute('aria-describedby');
  el.setAttribute('aria-describedby', describedBy ? `${describedBy} ${description.id}` : description.id);
}

/** The visible tooltip targets of `card`'s group, in document order. */
function groupOf(card: Element): HTMLElement[] {
  return Array.from(card.querySelectorAll<HTMLElement>(`.${GROUP_CLASS}`)).filter(
    (el) => !el.closest('[hidden]'),
  );
}

/** Makes `target` the one tab stop of its card's tooltip group (script-focusable targets only). */
function setGroupStop(card: Element, target: HTMLElement | undefined): void {
  if (!target) return;
  for (const el of card.querySelectorAll<HTMLElement>(`.${GROUP_CLASS}[tabindex]`))
    if (!isNativelyFocusable(el)) el.setAttribute('tabindex', el === target ? '0' : '-1');
}

/** The card's first visible tooltip target becomes the group's tab stop. */
export function groupTooltipTargets(card: HTMLElement): void {
  setGroupStop(card, groupOf(card)[0]);
}

/** Arrow keys, Home and End inside a card's tooltip group: the next/previous/first/last visible target. */
function moveInGroup(card: Element, from: HTMLElement, key: string): HTMLElement | null {
  const group = groupOf(card);
  const at = group.indexOf(from);
  if (at < 0) return null;
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? group.length - 1
        : key === 'ArrowRight' || key === 'ArrowDown'
          ? Math.min(at + 1, group.length - 1)
          : key === 'ArrowLeft' || key === 'ArrowUp'
            ? Math.max(at - 1, 0)
            : -1;
  return next < 0 ? null : group[next]!;
}

/** Enhances the DOM of one card (stars, tooltip targets, gallery links); once per card per page. */
export function enhanceCardDom(card: HTMLElement): void {
  if (drawn.has(card)) return;
  drawn.add(card);
  card.querySelectorAll<HTMLElement>(STARS_SELECTOR).forEach(drawStars);
  card.querySelectorAll<HTMLElement>(`[${TOOLTIP_ATTR}]`).forEach((el) => prepareTooltipTarget(el, card));
  groupTooltipTargets(card);
  card
    .querySelectorAll<HTMLElement>(GALLERY_ITEM_SELECTOR)
    .forEach((a) => a.setAttribute('aria-haspopup', 'dialog'));
}

/** The images of the card (or gallery) a link belongs to, and the link's index among them. */
export function galleryOf(link: HTMLElement): { images: GalleryImage[]; index: number } {
  const scope =
    link.closest(CARD_SELECTOR) ?? link.closest('[data-pd-gallery]') ?? link.parentElement ?? link;
  const links = Array.from(scope.querySelectorAll<HTMLElement>(GALLERY_ITEM_SELECTOR));
  const images = links.map((a, i) => ({
    src: safeUrl(a.getAttribute('href')),
    alt: a.querySelector('img')?.getAttribute('alt')?.trim() || format(msg.imageAlt, { n: i + 1 }),
  }));
  return { images, index: Math.max(0, links.indexOf(link)) };
}

/** Reveals the card's `[data-pd-more-item="G"]` of a `[data-pd-more="G"]` button, focuses the first, removes the button. */
export function showMore(button: HTMLElement): void {
  const group = button.getAttribute(MORE_ATTR) ?? '';
  const scope = button.closest(CARD_SELECTOR) ?? button.parentElement;
  if (!scope) return;
  const items = Array.from(scope.querySelectorAll<HTMLElement>(`[${MORE_ITEM_ATTR}]`)).filter(
    (el) => el.getAttribute(MORE_ITEM_ATTR) === group,
  );
  for (const item of items) item.hidden = false;
  const first = items[0];
  if (first) {
    if (!first.hasAttribute('tabindex') && !isNativelyFocusable(first)) first.setAttribute('tabindex', '-1');
    first.classList.add('pd-rv-revealed');
  }
  button.remove();
  first?.focus({ preventScroll: false });
}

/** The one IntersectionObserver of an enhancer: a card visible 2000 ms in a row is reported once. */
class SeenWatcher {
  private readonly io: IntersectionObserver | null;
  private readonly timers = new Map<Element, ReturnType<typeof setTimeout>>();
  private readonly visible = new Set<HTMLElement>();
  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.clearTimers();
    else for (const card of this.visible) this.arm(card);
  };

  constructor(private readonly metricsBase: string) {
    this.io =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => this.onEntries(entries), {
            rootMargin: SEEN_ROOT_MARGIN,
            threshold: 0,
          })
        : null;
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  watch(card: HTMLElement): void {
    if (!this.io || card.getAttribute('data-review-deleted') === 'true') return;
    const id = reviewId(card.getAttribute('data-review-id'));
    const kind = reviewKind(card.getAttribute('data-review-type'));
    if (id === null || kind === null || wasReported(kind, id)) return;
    this.io.observe(card);
  }

  unwatch(card: HTMLElement): void {
    this.io?.unobserve(card);
    this.visible.delete(card);
    this.disarm(card);
  }

  stop(): void {
    this.io?.disconnect();
    this.visible.clear();
    this.clearTimers();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private onEntries(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      const card = entry.target as HTMLElement;
      if (entry.isIntersecting) {
        this.visible.add(card);
        if (document.visibilityState !== 'hidden') this.arm(card);
      } else {
        this.visible.delete(card);
        this.disarm(card);
      }
    }
  }

  private arm(card: HTMLElement): void {
    if (this.timers.has(card)) return;
    this.timers.set(
      card,
      setTimeout(() => {
        this.timers.delete(card);
        this.unwatch(card);
        if (!card.isConnected || card.getAttribute('data-review-deleted') === 'true') return;
        const id = reviewId(card.getAttribute('data-review-id'));
        const kind = reviewKind(card.getAttribute('data-review-type'));
        if (id !== null && kind !== null) reportSeen(this.metricsBase, kind, id);
      }, SEEN_DWELL_MS),
    );
  }

  private disarm(card: Element): void {
    const timer = this.timers.get(card);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(card);
  }

  private clearTimers(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

function cardsIn(node: Node): HTMLElement[] {
  if (
    !isElement(node) ||
    node.classList.contains('pd-rv-stars') ||
    node.classList.contains('pd-rv-description')
  ) {
    return [];
  }
  const out: HTMLElement[] = node.matches(CARD_SELECTOR) ? [node] : [];
  if (node.firstElementChild) out.push(...node.querySelectorAll<HTMLElement>(CARD_SELECTOR));
  return out;
}

/**
 * Starts enhancing the review cards under `root` (light DOM) and listening on it. The cards are enhanced in later
 * tasks, a batch per task, the first one in the next task. Never throws into the page.
 */
export function startEnhancer(root: HTMLElement, opts: EnhancerOptions): Enhancer {
  let stopped = false;
  const queue: HTMLElement[] = [];
  let running: Promise<void> | null = null;
  const watched = new WeakSet<Element>();
  const seen = opts.metricsBase && metricsEnabled(getConfig().env) ? new SeenWatcher(opts.metricsBase) : null;

  // --- enhancing in batches ------------------------------------------------------------------------------------
  const enhanceOne = (card: HTMLElement) => {
    if (!card.isConnected || !root.contains(card)) return;
    enhanceCardDom(card);
    if (seen && !watched.has(card)) {
      watched.add(card);
      seen.watch(card);
    }
  };
  const run = async () => {
    // The first batch in a task of its own too: the widgets' first effects (this one among them) are one task of
    // the page, which the first batch made long on a slow device (ADR 235).
    await yieldToMain();
    if (stopped) return;
    adoptLightStyles(root);
    while (queue.length && !stopped) {
      // One task: at most ENHANCE_BATCH_SIZE cards and no new card once ENHANCE_SLICE_MS have passed, so a slow
      // (throttled, busy) device makes more, shorter tasks instead of longer ones.
      const sliceEnd = performance.now() + ENHANCE_SLICE_MS;
      for (
        let n = 0;
        queue.length && n < ENHANCE_BATCH_SIZE && (n === 0 || performance.now() < sliceEnd);
        n += 1
      ) {
        try {
          enhanceOne(queue.shift()!);
        } catch {
          // one odd card must not stop the others
        }
      }
      if (queue.length && !stopped) await yieldToMain();
    }
  };
  const enqueue = (cards: HTMLElement[]) => {
    if (!cards.length) return;
    queue.push(...cards);
    if (running) return;
    // `run` may finish synchronously (one batch): clear `running` only after it was set.
    const current = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
  };

  // --- tooltip state ---------------------------------------------------------------------------------------------
  let hovered: HTMLElement | null = null;
  let focused: HTMLElement | null = null;
  let held = false;
  let shown: HTMLElement | null = null;
  let suppressed: HTMLElement | null = null; // hidden by Esc until hover/focus moves on
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const onDocKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && shown) {
      suppressed = shown;
      show(null);
    }
  };
  const show = (target: HTMLElement | null) => {
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = undefined;
    if (target === shown) return;
    shown = target;
    const text = target?.getAttribute(TOOLTIP_ATTR)?.trim();
    if (target && text) {
      document.addEventListener('keydown', onDocKeyDown, true);
      opts.onTooltip({ target, text });
    } else {
      shown = null;
      document.removeEventListener('keydown', onDocKeyDown, true);
      opts.onTooltip(null);
    }
  };
  const update = (delayHide: boolean) => {
    const next = hovered ?? focused;
    if (next && next === suppressed) return;
    if (next) return show(next);
    if (held) return;
    if (!delayHide) return show(null);
    if (hideTimer === undefined && shown) {
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (!hovered && !focused && !held) show(null);
      }, TOOLTIP_HIDE_DELAY_MS);
    }
  };

  // --- delegated listeners on root -------------------------------------------------------------------------------
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented) return;
    const more = closestIn(root, e.target, `[${MORE_ATTR}]`);
    if (more) {
      showMore(more);
      return;
    }
    const link = closestIn(root, e.target, GALLERY_ITEM_SELECTOR);
    if (link) {
      e.preventDefault(); // the gallery opens instead of navigating to the image
      const { images, index } = galleryOf(link);
      hovered = focused = null;
      show(null);
      link.focus({ preventScroll: true }); // the dialog returns focus here on close
      opts.onGallery(images, index, link);
    }
  };
  const onPointerOver = (e: PointerEvent) => {
    const target = closestIn(root, e.target, `[${TOOLTIP_ATTR}]`);
    if (target && e.pointerType !== 'touch') {
      if (target !== suppressed) suppressed = null;
      hovered = target;
      update(false);
    }
    if (closestIn(root, e.target, GALLERY_ITEM_SELECTOR)) opts.onWarm?.();
  };
  const onPointerOut = (e: PointerEvent) => {
    if (!hovered) return;
    const to = e.relatedTarget as Node | null;
    if (to && hovered.contains(to)) return;
    if (hovered === suppressed) suppressed = null;
    hovered = null;
    update(true);
  };
  const onFocusIn = (e: FocusEvent) => {
    const target = closestIn(root, e.target, `[${TOOLTIP_ATTR}]`);
    focused = target && e.target === target ? target : null;
    if (focused && focused !== suppressed) suppressed = null;
    // The group's tab stop follows the focus (a click or a screen reader's focus too).
    const card = focused?.classList.contains(GROUP_CLASS) ? focused.closest(CARD_SELECTOR) : null;
    if (card) setGroupStop(card, focused!);
    update(false);
    if (closestIn(root, e.target, GALLERY_ITEM_SELECTOR)) opts.onWarm?.();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = closestIn(root, e.target, `.${GROUP_CLASS}`);
    const card = target && e.target === target ? target.closest(CARD_SELECTOR) : null;
    const next = card && moveInGroup(card, target!, e.key);
    if (!next) return;
    e.preventDefault(); // no page scroll
    setGroupStop(card!, next);
    next.focus();
  };
  const onFocusOut = (e: FocusEvent) => {
    if (!focused || e.target !== focused) return;
    if (focused === suppressed) suppressed = null;
    focused = null;
    update(false);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onPointerOver, { passive: true });
  root.addEventListener('pointerout', onPointerOut, { passive: true });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('keydown', onKeyDown);

  // --- cards now and later ---------------------------------------------------------------------------------------
  let mo: MutationObserver | null = null;
  if (typeof MutationObserver === 'function') {
    mo = new MutationObserver((records) => {
      const added: HTMLElement[] = [];
      for (const record of records) {
        for (const node of record.addedNodes) added.push(...cardsIn(node));
        if (seen)
          for (const node of record.removedNodes) for (const card of cardsIn(node)) seen.unwatch(card);
        if (shown && !shown.isConnected) show(null);
      }
      enqueue(added);
    });
    mo.observe(root, { childList: true, subtree: true });
  }
  enqueue(Array.from(root.querySelectorAll<HTMLElement>(CARD_SELECTOR)));

  return {
    holdTooltip() {
      held = true;
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = undefined;
    },
    releaseTooltip() {
      held = false;
      update(true);
    },
    hideTooltip() {
      if (shown) suppressed = shown;
      show(null);
    },
    idle: () => running ?? Promise.resolve(),
    stop() {
      stopped = true;
      queue.length = 0;
      mo?.disconnect();
      seen?.stop();
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      document.removeEventListener('keydown', onDocKeyDown, true);
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerover', onPointerOver);
      root.removeEventListener('pointerout', onPointerOut);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('keydown', onKeyDown);
    },
  };
}
