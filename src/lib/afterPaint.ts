/** The longest the app waits for the page's main image before it loads anyway (a slow or broken image). */
export const MAIN_IMAGE_WAIT_MS = 2_500;

/** Resolves in a later task: what runs after it is not part of the current long task. */
export function afterTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

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

/**
 * Resolves once the page's main image (the one marked `fetchpriority="high"`, its largest paint) is decoded
 * and painted, or after the next paint on a page without one. The app's JavaScript started earlier would
 * share the bandwidth with that image and hold the main thread when the image is ready to paint, so the
 * visitor would see the page's main content later. A slow or broken image holds the app back at most
 * MAIN_IMAGE_WAIT_MS.
 */
export async function afterMainImagePaint(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image && document.visibilityState !== 'hidden') {
    await Promise.race([
      image.decode().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, MAIN_IMAGE_WAIT_MS)),
    ]);
  }
  await afterNextPaint();
}
