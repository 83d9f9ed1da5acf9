/**
 * The menu island (docs/architecture.md#islands): the phone's menu button and its side menu, started on the first
 * touch, key or focus on the button, as a React root of its own. Opening the menu needs this code, not the page's.
 */
import { useState } from 'react';
import type { IslandContext } from '../../initial/islands.ts';
import { startReactIsland } from '../islandRoot.tsx';
import { MenuButton } from './MenuButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuButton expanded={open} onClick={() => setOpen(true)} />
      <MobileMenu open={open} onOpenChange={setOpen} />
    </>
  );
}

export function start(box: HTMLElement, context: IslandContext): () => void {
  return startReactIsland(box, <Menu />, context);
}
