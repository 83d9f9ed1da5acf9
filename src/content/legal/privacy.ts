import { effectiveDateLine, PRIVACY_POLICY_DATE } from './consent.ts';
import type { LegalDocument } from './types.ts';
import type { PageMetas } from '../../routes/routeMeta.ts';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  dateLine: effectiveDateLine(PRIVACY_POLICY_DATE),
  intro: [
    'This policy explains how ReplyRocket Ltd collects and uses personal data when you visit our website, send us an enquiry, sign up or pay for our services.',
    'We have written it to be short and accurate. If anything is unclear, email us at support@replyrocket.example.',
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'ReplyRocket Ltd is a company registered in England and Wales. We operate ReplyRocket, ReplyRadar Analytics, Trends and SocialCraft, a set of AI-assisted growth tools for X (Twitter) accounts.',
        'We are the data controller for the personal data described in this policy. You can contact us about privacy at support@replyrocket.example.',
      ],
    },
    {
      heading: 'Data we collect',
      paragraphs: [
        'We only collect what you give us through our forms, what your browser needs to run the site, and, if you agree, analytics and advertising data.',
      ],
      list: [
        'Enquiries and lead forms: your X handle or project name, your Telegram handle if you choose to give it, your email address, the page you submitted the form from, any UTM campaign parameters in the link you followed, and the referring page.',
        'Crypto sign-up: your full name, email address, company name, VAT or tax number (optional), business address, city, country, postcode or ZIP, the product you chose, and your acceptance of our terms.',
        'Crypto payments: the transaction URL and the blockchain (chain) you paid on, so we can confirm your payment.',
        'Card payments: handled by Stripe on its own hosted pages. We do not see or store your full card details.',
        'Calls you book: the details you enter in our third-party booking scheduler, such as your name, email address and preferred time.',
        'Messages you send us: the content of emails and any details you include.',
        'Browser storage: your cookie choices, form drafts, an offline copy of a form you submit without a connection, and cached pages. This stays on your device; see our Cookie Policy. The exceptions are where your visit came from, which is sent to us only with a form you submit, and the record of each cookie choice described below.',
        "Where your visits came from: your browser keeps a record of your current visit in session storage under the key rr-attribution and, only if you allow analytics or advertising cookies and your browser sends no Global Privacy Control signal, one of your first visit in local storage under the key rr-first-touch, which your next visit replaces once it is 90 days old and which is deleted when you withdraw that consent. Each holds the campaign parameters of the link you followed, the address of the site that sent you (without the page on it), the page you landed on, X's click id (twclid) and Telegram's start parameter when the link carried them, and when you arrived. With each enquiry we store what is kept, together with whether you used our site in an app's built-in browser (for example X's or Telegram's, and which one), as an installed app or in an ordinary browser, and the id of your cookie choice at the time.",
        "Your cookie choices: each time you make or change a choice in our cookie banner or cookie preferences, we store a record of it: a random id made for that choice, whether you allowed analytics and advertising, whether your browser sent a Global Privacy Control signal, the dates of this policy and of our Cookie Policy at the time, how you chose (for example Accept all or Reject all) and when. It does not include your IP address or your browser's identification string (user agent). We keep it so that we can show what you agreed to.",
        'Analytics and advertising data: only if we have turned these tools on and you have agreed to them. Examples are pages viewed, device and browser type, and approximate location.',
      ],
    },
    {
      heading: 'Using the ReplyRocket app',
      paragraphs: [
        'If you go on to use our services, we also process the account details and settings you give us there, such as the X handles on your watchlists and the Slack, Discord or Telegram destinations you connect, so that we can deliver alerts and reports to you.',
        'We never ask for your X password or delegate access, and we do not post on your behalf.',
      ],
    },
    {
      heading: 'Why we use your data and our lawful bases',
      paragraphs: ['UK data protection law requires us to have a lawful basis for each use of your personal data.'],
      list: [
        'To reply to your enquiry, arrange a call and tell you about the plan you asked about: our legitimate interests in responding to people who contact us, or taking steps at your request before a contract.',
        'To set up and run your subscription, take payment and provide support: performance of our contract with you.',
        'To keep invoices, tax and accounting records: compliance with our legal obligations.',
        'To understand which campaigns and pages bring in enquiries, using page path, UTM parameters and referrer: our legitimate interests in running and improving our marketing.',
        'To understand which campaigns, posts and apps bring in enquiries over time, using where your first and latest visits came from and the kind of browser you used: the same legitimate interests.',
        'To keep a record of your cookie choices, so that we can show what you agreed to and when: our legal obligation to be able to demonstrate consent, and our legitimate interests in doing so.',
        'To keep the site secure and working offline: our legitimate interests, and for browser storage that is strictly necessary, no consent is required.',
        'To run analytics and advertising tags: your consent, which you can withdraw at any time.',
      ],
    },
    {
      heading: 'Who we share data with',
      paragraphs: [
        'We do not sell your personal data. We share it only with service providers who help us run the business, under contracts that require them to protect it and use it only on our instructions.',
        'If your browser sends a Global Privacy Control signal, we treat it as your request to opt out of the sale or sharing of your personal information: advertising tags stay off in that browser while the signal is on, whatever was chosen before, and Accept all in our cookie banner then allows analytics only.',
      ],
      list: [
        'Supabase, which hosts the PostgreSQL database where form submissions, sign-up details and transaction details are stored, and the media files on our site. The records of cookie choices are stored there too.',
        'Slack, which we use to notify our team when a new enquiry arrives. The notification includes the details you submitted.',
        'Stripe, our card payment processor. Stripe also provides the pricing table embedded on our site and the hosted checkout pages.',
        'Our booking scheduler, when you choose to book a call with us.',
        'Analytics and advertising providers, such as Google Analytics or Meta, only if we have configured them and you have consented.',
        'Professional advisers, authorities or a buyer of our business, where the law requires it or where it is needed to protect our rights.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Some of our providers, including Slack and Stripe, and Supabase depending on where the service is hosted, may process data outside the UK, for example in the European Economic Area or the United States.',
        'Where that happens, we rely on UK adequacy regulations or on approved safeguards such as the International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses.',
      ],
    },
    {
      heading: 'How long we keep data',
      paragraphs: [
        'We keep enquiry details for as long as we are in contact with you, and then for up to 24 months so that we can follow up on earlier conversations, unless you ask us to delete them sooner.',
        'We keep sign-up, billing and transaction details for the life of your subscription and then for six years, as UK tax and company law requires: a sign-up with a payment is deleted seven years after its latest payment, and a sign-up that never led to a payment after 24 months, like an enquiry.',
        'We keep the page-speed measurements sent by visitors who allow analytics for 13 months, the records of your cookie choices for six years, the reports of submissions our server could not accept (which hold none of your details) for 90 days, our internal messages about each enquiry or sign-up for 30 days after they were sent, and the counters that limit how often one address may write to us for one day. A scheduled task deletes each of these once its period is over.',
        'Data in your browser stays there until you clear it, with these exceptions. A submission in the offline outbox is deleted as soon as it is delivered. One that cannot be delivered (our server refuses it after you have left the form, or it keeps failing for at least a day) is reported to us as failed, with its reference, its kind and the error but none of your details, and is deleted from your browser as soon as we have that report. Form drafts are removed when you submit the form.',
        'The record of where your first visit came from stays in your browser until your first visit after 90 days replaces it, until you withdraw your consent to analytics and advertising cookies (or your browser sends a Global Privacy Control signal), or until you clear it. We keep the records of your cookie choices while they apply and afterwards for six years, as long as we may need to show what you agreed to.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to access your personal data, to have it corrected, to have it deleted, to restrict or object to how we use it, and to receive a copy in a portable format. Where we rely on consent, you can withdraw it at any time.',
        'To use any of these rights, email support@replyrocket.example. We will reply within one month. We may need to confirm your identity first.',
        "If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ico.org.uk. We would appreciate the chance to help first.",
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Our services are only for people aged 18 or over. They are not directed at children under 13, and we do not knowingly collect data from them. If you believe a child has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We use encrypted connections, access controls and reputable providers to protect your data. Only team members who need it can see it.',
        'No system is perfectly secure. If a breach is likely to put you at risk, we will tell you and the regulator as the law requires.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our services or the law change. We will post the new version here with a new effective date and, for significant changes, tell our customers by email.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['ReplyRocket Ltd, registered in England and Wales. Email: support@replyrocket.example.'],
    },
  ],
};

/** The page's description; its title is its heading's (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  PrivacyPage: { description: 'How ReplyRocket Ltd collects, uses and protects your personal data.' },
});
