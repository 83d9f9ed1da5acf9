import { brand } from '../content/brand.ts';

/**
 * Texts of the install affordance and the in-app browser hint (ours: docs/product.md#install-and-offline); the
 * offline note's are in offlineCopy.ts.
 */
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
    steps: ['Tap the Share button in the Safari toolbar.', "Scroll down and tap 'Add to Home Screen'.", "Tap 'Add'."],
    done: 'Got it',
  },
  /**
   * In an app's own browser (X, Telegram, ...), where installing is impossible: how to get the page into the
   * phone's browser. `app` is the app's name, or 'this app' for another app's web view.
   */
  inApp: {
    region: 'Install from your browser',
    title: `Install ${brand.product}`,
    android: (app: string) =>
      `Installing doesn't work inside ${app}. Open this page in Chrome to add it to your home screen.`,
    ios: (app: string) =>
      `Installing doesn't work inside ${app}. Tap ⋯ in ${app} and choose “Open in Safari”, then add it to your Home Screen.`,
    apps: {
      'x-inapp': 'X',
      'telegram-inapp': 'Telegram',
      'instagram-inapp': 'Instagram',
      'facebook-inapp': 'Facebook',
      'linkedin-inapp': 'LinkedIn',
      webview: 'this app',
    },
    openInChrome: 'Open in Chrome',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyBlocked: 'Copying is blocked here: the link is selected, press and hold it to copy.',
    dismiss: 'Not now',
  },
} as const;
