import type { ComponentType } from 'react';

// Only two pages use the header variant: its code stays out of every other page's first download. Like the
// page itself, it is loaded before hydrating (src/boot.tsx): a header still loading when hydration meets it could be
// client-rendered from its empty fallback, and the page below would jump.
let pending: Promise<ComponentType> | undefined;
let loaded: ComponentType | undefined;

export function loadGetStartedHeader(): Promise<ComponentType> {
  pending ??= import('./GetStartedHeader.tsx').then((m) => (loaded = m.GetStartedHeader));
  return pending;
}

export function loadedGetStartedHeader(): ComponentType | undefined {
  return loaded;
}
