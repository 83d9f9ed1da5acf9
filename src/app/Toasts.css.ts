import { globalStyle } from '@vanilla-extract/css';

/**
 * Toasts slide in and vanish without fading. Sonner fades them over 400 ms, and for that moment the text sits
 * at a fraction of its contrast: an accessibility check that lands then (Lighthouse's did, on /vsl3, where the
 * demo's sound toast comes with the page) reads 1.2:1. Same motion, no translucent text. Scoped under the
 * toaster, so it outranks sonner's own rule.
 */
globalStyle('[data-sonner-toaster] [data-sonner-toast]', {
  transition: 'transform 400ms, height 400ms, box-shadow 200ms',
});
