/**
 * The island runtime (docs/architecture.md#islands). An island is an interactive part of a prerendered page that
 * starts on its own, in plain DOM, without the rest of the page. Its markup says what it is and when it starts:
 *
 *   <div data-island="menu" data-start="used">…prerendered markup…</div>
 *
 * - `data-island`: its name; its code is `src/initial/parts/<name>.ts`, a module exporting
 *   `start(element, { ready })`.
 * - `data-start`: when. `load` at once; `idle` once the page has loaded and the browser is idle; `visible` once it is
 *   in the viewport; `input` on the visitor's first input anywhere on the page (noted by the bootstrap, which cannot
 *   tell whether this runtime has run yet: ./engagement.ts); `used` on the first touch, key or focus inside it.
 *   The bootstrap brings a start forward by setting this to `load`: a press held for an island (./heldInput.ts), the
 *   first input for what waits for it. The runtime starts at once whatever has become `load`.
 * - `data-started`: set once the island's code has taken it (its `ready()`): from then on its taps are its own.
 *
 * The page's app is started by the same triggers (src/app/whenAppNeeded.ts): the page's root carries
 * `data-start="input"`, and a part of the page that needs the app sooner its own `data-start`, without a name.
 * One function per trigger, each small; nothing else decides when a page's code runs. React-free: it runs in the
 * entry, before any React.
 */
import { loadUntilLoaded } from './loadUntilLoaded.ts';
import { whenIdle } from './idle.ts';
import { ISLAND, START, STARTED } from './islandAttributes.ts';

/** What an island's start is told: `ready()` once it handles input. */
export interface IslandContext {
  ready(): void;
}

/** What an island's module exports: takes `element`, returns a stop. */
export interface IslandModule {
  start(element: HTMLElement, context: IslandContext): () => void;
}

type Trigger = 'load' | 'idle' | 'visible' | 'input' | 'used';

const modules = import.meta.glob<IslandModule>('./parts/*.ts');

/** The module of an island by its name. */
function loaderOf(name: string): (() => Promise<IslandModule>) | undefined {
  return modules[`./parts/${name}.ts`];
}

/** Calls `start` once, when the trigger fires; returns a cancel. */
const triggers: Record<Trigger, (element: HTMLElement, start: () => void) => () => void> = {
  load(_element, start) {
    start();
    return () => {};
  },
  idle(_element, start) {
    // After the load event too, like Astro's client:idle: an idle island never competes with the page's own files.
    return whenIdle(start, { timeoutMs: 3000, afterLoad: true });
  },
  visible(element, start) {
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
    seen.observe(element);
    return () => seen.disconnect();
  },
  input() {
    // The bootstrap notes the first input from the page's first paint and sets `load`, which starts it.
    return () => {};
  },
  used(element, start) {
    return onFirst(element, ['pointerdown', 'keydown', 'focusin', 'touchstart'], start);
  },
};

function onFirst(target: EventTarget, types: readonly string[], run: () => void): () => void {
  const once = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of types) target.removeEventListener(type, once, true);
  };
  for (const type of types) target.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

interface Scheduled {
  /** Cancels the trigger, or does nothing once it has fired. */
  cancel: () => void;
  /** Fires the trigger now. */
  start: () => void;
  /** The island's own stop, once its code has started it. */
  stop?: () => void;
}

const scheduled = new WeakMap<HTMLElement, Scheduled>();

function isTrigger(value: string | undefined): value is Trigger {
  return value !== undefined && Object.hasOwn(triggers, value);
}

function loaderFor(name: string): () => Promise<IslandModule> {
  const load = loaderOf(name);
  if (!load) throw new Error(`No island named "${name}" (docs/architecture.md#islands)`);
  return load;
}

/** Downloads an island's code ahead of a likely start (a pointer over the button that will render it). */
export function preloadIsland(name: string): void {
  void loadUntilLoaded(loaderFor(name));
}

/**
 * Loads the island's code and hands it the element; `data-started` once it says it is ready. Not if the island left
 * the page (or was scheduled anew) while its code was on its way.
 */
function run(element: HTMLElement): void {
  const entry = scheduled.get(element);
  void loadUntilLoaded(loaderFor(element.getAttribute(ISLAND) ?? '')).then((island) => {
    if (!entry || scheduled.get(element) !== entry) return;
    entry.stop = island.start(element, { ready: () => element.setAttribute(STARTED, '') });
  });
}

/**
 * Calls `start` once, when the element's trigger fires (or at once with `now`); the same element scheduled again
 * keeps its first schedule. Returns a cancel, which also stops an island that has started.
 */
export function whenTriggered(element: HTMLElement, start: () => void, { now = false } = {}): () => void {
  if (!scheduled.has(element)) {
    let fired = false;
    const entry: Scheduled = {
      cancel: () => {},
      start: () => {
        if (fired) return;
        fired = true;
        entry.cancel();
        start();
      },
    };
    scheduled.set(element, entry);
    const trigger = element.getAttribute(START) ?? undefined;
    if (!now && isTrigger(trigger)) entry.cancel = triggers[trigger](element, entry.start);
    else entry.start();
  }
  return () => stopIsland(element);
}

/**
 * Schedules an island by its trigger; `now` starts it at once whatever its trigger, for an island React rendered in
 * the browser rather than the prerender: its box is empty until it starts. Returns a stop for when its element
 * leaves the page.
 */
export function scheduleIsland(element: HTMLElement, { now = false } = {}): () => void {
  return whenTriggered(element, () => run(element), { now });
}

function stopIsland(element: HTMLElement): void {
  const entry = scheduled.get(element);
  if (!entry) return;
  scheduled.delete(element);
  entry.cancel();
  entry.stop?.();
  element.removeAttribute(STARTED);
}

/**
 * Schedules every island of the prerendered page, and starts at once whatever the bootstrap brings forward (a tap
 * held for an island, the first input for the page's app, set `data-start="load"`).
 */
export function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND}]`)) scheduleIsland(element);
  new MutationObserver((records) => {
    for (const { target } of records)
      if ((target as HTMLElement).getAttribute(START) === 'load') scheduled.get(target as HTMLElement)?.start();
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: [START] });
}
