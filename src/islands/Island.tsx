import { useLayoutEffect, useRef, useState } from 'react';
import { isHydrating } from '../routes/hydration.ts';
import { ISLAND, START } from '../initial/islandAttributes.ts';
import { scheduleIsland } from '../initial/islands.ts';
import { usePlainOwned } from './plainOwned.ts';

export type IslandStart = 'load' | 'idle' | 'used';

/**
 * Where an island sits in a page React renders (docs/architecture.md#islands). The island's markup, `html` (none for
 * an island that builds its own), is written inside the box by the prerender, and by a render in the browser (a page
 * the visitor moves to in the app, the app shell), which then starts the island at once. From then on the box is
 * the island's: the page's React neither hydrates nor re-renders what is inside, and the island runtime starts its
 * code on it by `start`.
 */
export function Island({
  name,
  start,
  className,
  html = '',
}: {
  name: string;
  start: IslandStart;
  className?: string;
  html?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Hydrated: the runtime has the prerendered island already. Rendered here: the box gets its markup, then starts.
  const [renderedHere] = useState(() => !isHydrating());
  const markup = usePlainOwned(html);
  useLayoutEffect(() => scheduleIsland(box.current!, { now: renderedHere }), [renderedHere]);
  const attributes = { [ISLAND]: name, [START]: start, className, ref: box };
  return (
    <div
      {...attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own markup, a constant of the build, never content; or empty, which keeps the page's React out of the island's box.
      dangerouslySetInnerHTML={markup}
      suppressHydrationWarning
    />
  );
}
