import { config } from '../config.ts';

/** Links shared by the navbar, the mobile menu and the footer. */
export const nav = {
  features: { label: 'Features', href: '/#features' },
  login: { label: 'Log in', href: config.appLoginUrl },
  signup: { label: 'Sign Up', href: '/np1' },
  freeTrial: { label: 'Free Trial', href: '/np1' },
} as const;

export const footerSupport = [
  { label: 'Contact Us', href: config.bookingUrl, external: true },
  { label: 'Privacy Policy', href: '/privacy', external: false },
  { label: 'Terms of Service', href: '/terms', external: false },
  { label: 'California Privacy', href: '/california-privacy', external: false },
  { label: 'Cookie Policy', href: '/cookie-policy', external: false },
] as const;

export const socialLinks = [
  { label: 'X', name: 'ReplyRocket on X', href: config.xUrl },
  { label: 'LinkedIn', name: 'ReplyRocket on LinkedIn', href: config.linkedInUrl },
] as const;

export const footerDisclaimer =
  'ReplyRocket is not affiliated with, endorsed by or sponsored by X Corp. Results shown are typical of active customers and are not guaranteed; your growth depends on your niche, your content and how often you engage.';
