import { startTransition, useCallback, useState, type ReactNode } from 'react';
import { preloadIsland } from '../../initial/islands.ts';
import type { DemoVideoPopup as Popup } from './DemoVideoPopup.tsx';

export type PopupComponent = typeof Popup;

/** The popup's markup, with its behaviour (the demo-popup island) downloading beside it. */
const load = () => {
  preloadIsland('demo-popup');
  return import('./DemoVideoPopup.tsx');
};

/** Starts downloading the popup ahead of a likely click: on hover or focus of its button. */
export function preloadDemoVideoPopup(): void {
  void load();
}

/**
 * The demo popup, downloaded the first time something asks for it to open, then opened at once. It is held
 * in state rather than behind React.lazy: a Suspense boundary would commit an empty fallback first and
 * reveal the popup only after React's fallback throttle.
 *
 * `onArrival`: the popup itself, imported by a page that opens it on arrival; it is then open from the first
 * render, prerendered HTML included.
 */
export function useDemoPopup(onArrival?: PopupComponent): { openDemo(): void; popup: ReactNode } {
  const [Component, setComponent] = useState<PopupComponent | null>(() => onArrival ?? null);
  // 'arrival' while it is the opening that came with the page, until the visitor closes it.
  const [open, setOpen] = useState<boolean | 'arrival'>(!!onArrival && 'arrival');

  const openDemo = useCallback(() => {
    load().then(
      (module) =>
        // A transition: mounting the dialog is rendered in slices, so it never blocks the main thread in one
        // long task.
        startTransition(() => {
          setComponent(() => module.DemoVideoPopup);
          setOpen(true);
        }),
      (error: unknown) => console.warn('Demo video popup could not load', error),
    );
  }, []);

  return {
    openDemo,
    popup: Component ? <Component open={open !== false} onOpenChange={setOpen} onArrival={open === 'arrival'} /> : null,
  };
}
