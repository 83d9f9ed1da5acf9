/**
 * Resolves just after the browser has painted its next frame: a requestAnimationFrame callback runs right
 * before the paint, and a task it queues runs after it. A hidden tab paints nothing, so there it resolves at
 * once rather than waiting for the visitor to switch back.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
