import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { isHydrating } from '../routes/hydration.ts';
import { ISLAND, START } from '../initial/islandAttributes.ts';
import { scheduleIsland } from '../initial/islands.ts';

/** One object for every render: React compares the prop, and an unchanged one never rewrites the element. */
const OWNED_BY_THE_ISLAND = { __html: '' };

export type IslandStart = 'load' | 'idle' | 'used';

/**
 * Where an island sits in a page React renders (docs/architecture.md#islands). The prerender writes `children`, the
 * island's markup, inside the box; in the browser the box is the island's: the page's React neither hydrates nor
 * re-renders what is inside, and the island runtime starts its own code on it by `start`. Rendered fresh in the
 * browser (a page the visitor moves to in the app, the app shell), the box is empty and the island starts at once.
 */
export function Island({
  name,
  start,
  className,
  children,
}: {
  name: string;
  start: IslandStart;
  className?: string;
  children?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Hydrated: the runtime has the prerendered island already. Rendered here: nothing is in the box until it starts.
  const [renderedHere] = useState(() => !isHydrating());
  useLayoutEffect(() => scheduleIsland(box.current!, { now: renderedHere }), [renderedHere]);
  const attributes = { [ISLAND]: name, [START]: start, className, ref: box };
  if (typeof window === 'undefined') return <div {...attributes}>{children}</div>;
  return (
    <div
      {...attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never content: it keeps the page's React out of the island's box.
      dangerouslySetInnerHTML={OWNED_BY_THE_ISLAND}
      suppressHydrationWarning
    />
  );
}
