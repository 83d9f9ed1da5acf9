/** The longest the app waits for the page's main image before it loads anyway (a slow or broken image). */
export const MAIN_IMAGE_WAIT_MS = 2_500;

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
 * Resolves once the page's largest paint is on screen: its main image (the one marked `fetchpriority="high"`)
 * decoded, painted and reported as the largest paint, or, on a page without one, the first paint reported. The
 * app's JavaScript started earlier would share the bandwidth with that paint and hold the main thread when it is
 * ready, so the visitor would see the page's main content later; and a script whose run begins before the
 * browser reports the largest paint counts towards it in how Lighthouse models a phone. A slow or broken image,
 * or a report that does not come, holds the app back at most MAIN_IMAGE_WAIT_MS.
 */
export async function afterMainImagePaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return afterNextPaint();
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const painted = image
    ? image
        .decode()
        .catch(() => undefined)
        .then(afterNextPaint)
    : afterNextPaint();
  await Promise.race([
    painted.then(() => largestPaintReported(image)),
    new Promise((resolve) => setTimeout(resolve, MAIN_IMAGE_WAIT_MS)),
  ]);
}

/** Whether the browser reports its largest paint (the Largest Contentful Paint API): Chromium and Firefox, not Safari. */
export function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') === true
  );
}

/**
 * Resolves when the browser reports `image` as the largest paint so far, or any largest paint on a page without
 * one (`null`). That report comes when the frame was presented, which the compositor can do tens of
 * milliseconds after the paint a page's own callbacks see (as in headless Chromium, which decodes the poster off
 * the main thread); a task started in between runs before the paint is on screen. Resolves at once where no such
 * report will come: browsers without the Largest Contentful Paint API (Safari), an image mostly off screen or
 * smaller than a paint already reported, and after the visitor's first tap or key, where browsers stop reporting.
 */
function largestPaintReported(image: HTMLImageElement | null): Promise<void> {
  if (!reportsLargestPaint()) return Promise.resolve();
  return new Promise((resolve) => {
    // Browsers report the visible area, in whole device pixels: a hair under the layout box's.
    const area = image ? visibleArea(image) * 0.99 : 0;
    const done = () => {
      observer.disconnect();
      removeEventListener('pointerdown', done, true);
      removeEventListener('keydown', done, true);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (
        list
          .getEntries()
          .some(
            (entry) =>
              (entry as LargestContentfulPaint).element === image || (entry as LargestContentfulPaint).size >= area,
          )
      )
        done();
    });
    addEventListener('pointerdown', done, true);
    addEventListener('keydown', done, true);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The part of the element inside the viewport, in CSS pixels². */
function visibleArea(element: Element): number {
  const box = element.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  return Math.max(width, 0) * Math.max(height, 0);
}
