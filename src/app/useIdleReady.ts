import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../initial/idle.ts';

/**
 * False on the first render (so hydration matches the prerendered HTML), true once the browser is idle.
 * The flip is a transition: React renders what it mounts in small slices instead of one long task, and never
 * forces the rest of the page's hydration to finish synchronously.
 */
export function useIdleReady(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), { timeoutMs }), [timeoutMs]);
  return ready;
}
