import { brand } from '../content/brand.ts';

/** Texts of the install affordance and the offline indicator (SPEC is silent on them). */
export const pwaCopy = {
  install: {
    region: 'Install the app',
    title: `Install ${brand.product}`,
    body: 'Open it from your home screen, even offline.',
    install: 'Install',
    iosHowTo: 'Show me how',
    dismiss: 'Not now',
  },
  iosSheet: {
    title: 'Add to Home Screen',
    intro: `Install ${brand.product} on your iPhone or iPad in three taps:`,
    steps: [
      'Tap the Share button in the Safari toolbar.',
      "Scroll down and tap 'Add to Home Screen'.",
      "Tap 'Add'.",
    ],
    done: 'Got it',
  },
  offline: "You're offline. Pages you've visited still work.",
  online: "You're back online.",
} as const;
