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
 * Resolves once the page's main image (the one marked `fetchpriority="high"`, its largest paint) is on
 * screen, or after the next paint on a page without one. The app's JavaScript started earlier would share
 * the bandwidth with that image and hold the main thread when the image is ready to paint, so the visitor
 * would see the page's main content later. A slow or broken image holds the app back at most
 * MAIN_IMAGE_WAIT_MS.
 */
export async function afterMainImagePaint(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || document.visibilityState === 'hidden') return afterNextPaint();
  await Promise.race([
    image
      .decode()
      .catch(() => undefined)
      .then(afterNextPaint)
      .then(() => largestPaintReported(image)),
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
 * Resolves when the browser reports `image` as the largest paint so far. That report comes when the frame
 * with the image was presented, which the compositor can do tens of milliseconds after the paint a page's
 * own callbacks see (as in headless Chromium, which decodes the poster off the main thread); a task
 * started in between runs before the image is on screen. Resolves at once where no such report will come:
 * browsers without the Largest Contentful Paint API (Safari), an image mostly off screen or smaller than a
 * paint already reported, and after the visitor's first tap or key, where browsers stop reporting.
 */
function largestPaintReported(image: HTMLImageElement): Promise<void> {
  if (!reportsLargestPaint()) return Promise.resolve();
  return new Promise((resolve) => {
    // Browsers report the visible area, in whole device pixels: a hair under the layout box's.
    const area = visibleArea(image) * 0.99;
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
