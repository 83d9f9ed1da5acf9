import { COOKIE_POLICY_DATE, effectiveDateLine } from './consent.ts';
import type { LegalDocument } from './types.ts';
import type { PageMetas } from '../../routes/routeMeta.ts';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  dateLine: effectiveDateLine(COOKIE_POLICY_DATE),
  intro: [
    'This policy explains the cookies and similar technologies used on the ReplyRocket website, operated by ReplyRocket Ltd, a company registered in England and Wales.',
    'In short: we store only what the site needs to work, and analytics or advertising tags never load unless you say yes.',
  ],
  sections: [
    {
      heading: 'What cookies and similar storage are',
      paragraphs: [
        'Cookies are small text files that a website places in your browser. Websites can also store information in your browser in other ways, such as local storage, IndexedDB and service worker caches. In this policy, "cookies" covers all of these.',
        'Some storage is strictly necessary for a site to work and does not need your consent. Other storage, such as analytics and advertising cookies, is optional and is only used if you agree.',
      ],
    },
    {
      heading: 'Exactly what we store',
      paragraphs: [
        'This is the complete list of what our website stores in your browser, with the name each item is stored under. Everything except the record of your first visit and the last item is stored without asking you, because it keeps the site working, stays on your device, or reaches us only with a form you choose to send. The record of your first visit and the last item only apply if you opt in.',
      ],
      list: [
        'Cookie consent record: kept in local storage under the key rr-cookie-consent. It records the version of our cookie notice you saw, when you made your choice, and whether you allowed essential, analytics and advertising cookies. It stays until you change your choices or clear your browser data. Each choice also gets a random id, kept with it, which names our record of that choice (see Where your data goes) and is sent with a form you submit.',
        'Offline outbox: if you submit a form while you are offline, the submission is kept in the IndexedDB database rr-outbox until your connection returns and it is delivered to us; where your browser does not allow IndexedDB, it is kept in local storage instead, one entry per submission under a key starting with rr-outbox-items. A submission made in the moment before the code of the page has loaded goes there too. Earlier versions of this site kept such a submission in local storage under the key rr-early-leads; the next page of the site you open moves it into rr-outbox and deletes that key. A submission is deleted as soon as it has been delivered, or if our server refuses it while you are still on the form, which then keeps what you typed. One that cannot be delivered (our server refuses it later, or it keeps failing for at least a day) is marked as failed and reported to us with its reference, its kind and the error, none of your details; it is deleted from your device as soon as we have that report. The record of each cookie choice you make (see Where your data goes) passes through it the same way.',
        'Form drafts: what you type into our forms is kept in local storage, one entry per form under a key starting with rr-draft:, so that you do not lose it if you leave the page. A draft is removed as soon as your form has been submitted (it is then kept for delivery in the offline outbox above) or when you empty its fields; otherwise it stays until you clear your browser data.',
        "Where your visit came from: kept in session storage under the key rr-attribution. It holds the campaign parameters (utm_source, utm_medium, utm_campaign, utm_content and utm_term) of the link that brought you to the site and the address of the site you came from, and is sent to us only together with a form you submit. Your browser deletes it when you close the tab. It also holds the page you landed on, X's click id (twclid) and Telegram's start parameter when the link carried them, when you arrived, and whether you are using our site in an app's built-in browser, as an installed app or in an ordinary browser. Only if you allow analytics or advertising cookies, and never while your browser sends a Global Privacy Control signal, your first visit is kept in local storage under the key rr-first-touch (when you allow them, the visit you are on becomes your first): the campaign parameters of the link, the origin of the site you came from (its address without the page), the page you landed on, X's click id (twclid) and Telegram's start parameter when the link carried them, and when you arrived. It is sent to us only together with a form you submit, so that we know both the first and the latest way you came to us. Once it is 90 days old your next visit replaces it; it is deleted as soon as you withdraw that consent or your browser sends a Global Privacy Control signal; otherwise it stays until you clear your browser data.",
        'Reload after a failed load: if our page could not finish loading because your connection dropped, we note the time in session storage under the key rr-app-reload when we reload it for you, so that it is reloaded at most once a minute. Your browser deletes it when you close the tab.',
        'Crypto sign-up reference: kept in local storage under the key rr.cryptoClients.v1. It holds the reference and the chosen plan of up to five crypto sign-ups you have opened, and none of your personal details, so that the Complete Your Transaction page still opens when you are offline. It is refreshed from our server after five minutes and stays until you clear your browser data.',
        'Install prompt dismissal: if you dismiss the prompt to install our site as an app, or the hint on how to open it in your browser to install it, we store the date in local storage under the key rr-install-dismissed so that we do not keep asking. It stays until you clear your browser data.',
        'Service worker caches: copies of our pages, code, icons and images in a cache whose name starts with workbox-precache (replaced whenever we update the site), other images in the cache images (up to 60, each for at most 30 days) and the demo video in the cache demo-video (up to two files), so that the site loads quickly and works offline. You can remove them by clearing your browser data.',
        'Analytics and advertising cookies: set by tools such as Google Analytics (for example _ga) or Meta Pixel (for example _fbp), but only if we have configured those tools and you have consented to that category. None are loaded by default.',
      ],
    },
    {
      heading: 'Where your data goes',
      paragraphs: [
        'The items stored without asking you stay on your device. We cannot see them, except that a form submission in the offline outbox is sent to us when it is delivered, together with where your visit came from, just as if you had submitted it online.',
        "With a form you submit we also receive where your first visit came from (if it is kept, as described above), whether you used our site in an app's built-in browser (for example X's or Telegram's, and which one), as an installed app or in an ordinary browser, and the id of your cookie choice at the time.",
        "We also receive a record of each cookie choice you make, through the offline outbox: the random id of that choice, whether you allowed analytics and advertising, whether your browser sent a Global Privacy Control signal, the dates of our Privacy Policy and of this policy at the time, how you chose (for example Accept all or Reject all) and when. It does not include your IP address or your browser's identification string (user agent). We keep it so that we can show what you agreed to.",
        'If you accept analytics or advertising cookies, the relevant providers receive information about your visit, as described in their own privacy policies.',
      ],
    },
    {
      heading: 'Cookie categories',
      paragraphs: ['We group cookies into three categories:'],
      list: [
        'Essential: needed for the site to work, remember your cookie choices, keep your form drafts and deliver forms sent offline. These are always on and do not require consent.',
        'Analytics: help us understand how visitors use the site so that we can improve it, for example through Google Analytics. With analytics on, each page you view also sends us how quickly it loaded and responded to you (its Core Web Vitals), with the kind of browser and connection you used; we store this without your IP address or the identification string of your browser. Off unless you turn them on.',
        'Advertising: help us measure and improve our advertising, for example through Meta Pixel, and may let the provider recognise your browser on other sites. Off unless you turn them on.',
      ],
    },
    {
      heading: 'Third-party content',
      paragraphs: [
        'Card payments take place on the hosted pages of our payment processor, Stripe, and our pricing table is embedded from Stripe when you view it. Stripe may use its own cookies for security and fraud prevention, under its own cookie and privacy policies.',
      ],
    },
    {
      heading: 'How to change your choices',
      paragraphs: [
        'You can change or withdraw your consent at any time. To do so, use the Manage Cookie Preferences button on this page or Cookie Preferences in the footer.',
        'If you switch off analytics or advertising, we stop loading those tags. Cookies they set earlier may remain until they expire, and you can delete them in your browser settings.',
        'If your browser sends a Global Privacy Control signal, we honour it as your request to opt out of the sale or sharing of your information: while it is on, advertising stays off in that browser, even if you allowed it before, the Advertising switch cannot be turned on, and Accept all allows analytics only.',
        'You can also block or delete storage through your browser. Clearing site data removes your cookie choices, form drafts and cached pages, and any form in the offline outbox that has not yet been delivered will be lost.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change what we store, we will update this policy and its effective date. Where the change needs your consent, we will ask you again.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have any questions about cookies or your privacy, email support@replyrocket.example. Our Privacy Policy explains how we handle personal data more generally.',
      ],
    },
  ],
};

/** The page's description; its title is its heading's (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  CookiePolicyPage: { description: 'What we store in your browser, why, and how to change your choices.' },
});
