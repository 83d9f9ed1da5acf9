/**
 * Copy of the lead forms (docs/product.md#lead-forms); their toasts are in leadToasts.ts. Where the product gives no
 * text (the full-page form's step 2) the words are ours.
 */
import type { PageMetas } from '../routes/routeMeta.ts';
import { brand } from './brand.ts';

const P = brand.product;

export const leadFields = {
  project: { label: 'X (Twitter) username', placeholder: '@yourhandle' },
  telegram: { label: 'Telegram handle', optional: '(optional)', placeholder: '@telegram' },
  email: { label: 'Email', placeholder: 'you@project.xyz' },
  emailOptional: { label: 'Email', optional: '(optional)', placeholder: 'you@project.xyz' },
};

export const signupForm = {
  progressStep1: 'Step 1 of 2',
  progressStep2: 'Step 2 of 2',
  trustClaim: `Hundreds of Web3 creators and projects trust ${P} to grow on X.`,
  trustedBy: 'Trusted by',
  submit: 'Unlock Your Trial + Book Strategy Call',
  footnoteBefore: 'We use your info only to set up your trial and send important updates. No spam. See our',
  step2Heading: "You're in! One last step.",
  step2Text: `We're setting up your 7-day free trial of ${P}. Book your strategy call: in 30 minutes we build your lists and tone of voice so your first alerts are spot on.`,
  step2Next:
    'What happens next: we email your access within one working day, and your alerts start as soon as your lists are set.',
  bookCall: 'Book Your Strategy Call',
  chatTelegram: 'Chat in Telegram',
};

export const leadDialog = {
  title: `Try ${P} Now`,
  description: 'Tell us your X handle and we will set up your free trial.',
  submit: 'Get Free Access',
  thanksHeading: 'Thank you!',
  thanksText: 'Your 7-day free access includes the Radar dashboard setup. Pick what you would like to do next:',
  bookCall: 'Book a Call',
  chatTelegram: 'Chat in Telegram',
  signMeUp: 'Just Sign Me Up',
  close: 'Close',
};

export const getStartedLabel = `Get Started with ${P}`;

export const trialForm = {
  submit: 'Start My Free Trial',
};

export const embedForm = {
  lede: 'Alerts for viral conversations with replies drafted in your voice.',
  submit: 'Start Free Trial',
  legal: 'By signing up you agree to our',
};

/** The titles and descriptions of the two pages that are a lead form: /signup and /embed (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  SignupPage: {
    title: `Start your free trial | ${P}`,
    description: 'Tell us your X handle and we will set up your 7-day free trial and strategy call.',
  },
  EmbedPage: { description: `Start a free ${P} trial.` },
});
