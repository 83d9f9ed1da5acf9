/**
 * Every name under which the site keeps something on a visitor's device, with where and for how long. The cookie
 * policy lists each of them (src/content/legal/cookiePolicy.ts, "Exactly what we store"), and its test reads every
 * export of this module, so a name added here without its line in the policy fails. Constants only: the bootstrap
 * inlined in every page and the service worker import this file, and it must add nothing to them but the strings.
 * Workbox's precache (`workbox-precache-v2-<scope>`) is named by Workbox itself and replaced with each release.
 */

/**
 * localStorage: the visitor's cookie choice (version, time, the categories allowed, the choice's id). Written when a
 * choice is made and rewritten when it changes; stays until the visitor's choice changes or browser data is cleared.
 */
export const CONSENT_STORAGE_KEY = 'rr-cookie-consent';

/**
 * IndexedDB database of the outbox: every lead, crypto transaction and consent event from the moment it is
 * submitted, shared by the tabs and the service worker. An item stays until delivered, or until its dead letter has
 * been reported (refused for good, or failing for a day).
 */
export const OUTBOX_DB = 'rr-outbox';
/** The object store inside {@link OUTBOX_DB} that holds the items, keyed by their ids; the same lifetime. */
export const OUTBOX_OBJECT_STORE = 'items';
/**
 * localStorage fallback of the outbox where IndexedDB cannot be opened: each item under this key, a colon and its
 * id; an earlier version's single entry under the key itself is split that way and deleted. Each stays until
 * delivered, like an item of {@link OUTBOX_DB}.
 */
export const OUTBOX_FALLBACK_KEY = 'rr-outbox-items';

/**
 * localStorage: leads that earlier versions of the site kept before a page's entry had run. Nothing writes it any
 * more; the next page's entry moves its leads into the outbox and deletes it.
 */
export const EARLY_LEADS_STORAGE_KEY = 'rr-early-leads';

/**
 * localStorage: what was typed into a form, one entry per form under this prefix and the form's name (below).
 * Written as the visitor types; deleted once the submission is delivered (a lead) or accepted (the crypto
 * sign-up), or when the fields are emptied; otherwise until browser data is cleared.
 */
export const DRAFT_KEY_PREFIX = 'rr-draft:';
/** The lead forms' draft names, after {@link DRAFT_KEY_PREFIX}; an outbox item carries its form's, so delivery can clear it. */
export const LEAD_SIGNUP_DRAFT_KEY = 'lead-signup';
export const LEAD_DIALOG_DRAFT_KEY = 'lead-dialog';
export const LEAD_TRIAL_DRAFT_KEY = 'lead-trial';
export const LEAD_EMBED_DRAFT_KEY = 'lead-embed';
/** The crypto sign-up's draft name, after {@link DRAFT_KEY_PREFIX}: the two sign-up routes share it. */
export const CRYPTO_SIGNUP_DRAFT_KEY = 'crypto-signup';

/**
 * sessionStorage: where this visit came from (campaign, referrer's origin, landing page, browser context), the
 * last touch. Written by the bootstrap on arrival and on a later campaign URL; lasts the visit (the tab's
 * sessionStorage).
 */
export const ATTRIBUTION_STORAGE_KEY = 'rr-attribution';
/**
 * localStorage: the device's first touch, kept only with analytics or advertising consent and no Global Privacy
 * Control. Replaced by the next visit once 90 days old; deleted as soon as that consent is withdrawn or GPC is sent.
 */
export const FIRST_TOUCH_STORAGE_KEY = 'rr-first-touch';

/**
 * sessionStorage: when the page last reloaded itself after its code failed to download, so it does so at most once
 * a minute. Written just before such a reload; lasts the visit (the tab's sessionStorage).
 */
export const LAST_RELOAD_KEY = 'rr-app-reload';

/**
 * localStorage: the crypto clients looked up (id, product, when; the newest five), so the transaction page opens on
 * an offline reload. Rewritten on each lookup; stays until browser data is cleared.
 */
export const CRYPTO_CLIENT_CACHE_KEY = 'rr.cryptoClients.v1';

/**
 * localStorage: the date the visitor dismissed the install prompt or hint, so it is not shown again. Stays until
 * browser data is cleared.
 */
export const INSTALL_DISMISSED_KEY = 'rr-install-dismissed';

/** Cache Storage, the service worker's: images not in the precache, up to 60, each for at most 30 days. */
export const IMAGE_CACHE = 'images';
/** Cache Storage, the service worker's: the demo video, cached whole on first play, up to two files. */
export const DEMO_VIDEO_CACHE = 'demo-video';
