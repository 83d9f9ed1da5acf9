import type { LegalDocument } from './types.ts';
import type { PageMetas } from '../../routes/routeMeta.ts';

export const doNotSell: LegalDocument = {
  title: 'Do Not Sell My Personal Information',
  dateLine: 'Effective 20 August 2025',
  intro: [
    'ReplyRocket Ltd does not sell your personal information. We have never sold it, and we have no plans to.',
    'This page explains what that means in practice, how advertising tags work on our website, and how you can make sure your information is not shared for advertising.',
  ],
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        'We do not sell personal information to anyone, for money or anything else of value. We do not rent or trade email lists, and we do not pass the details you give us in our forms to data brokers or other marketers.',
        'When you send us an enquiry or sign up, your details are stored in our database, hosted by Supabase, and our team is notified in Slack so that we can reply. Card payments are handled by Stripe on its hosted pages. These providers act on our behalf and may not use your information for their own purposes.',
      ],
    },
    {
      heading: 'Why this page exists',
      paragraphs: [
        'Some privacy laws, such as the California Consumer Privacy Act, treat certain advertising tools as "selling" or "sharing" personal information, even when no money changes hands. This is because an advertising tag can let an advertising platform recognise your browser across different websites.',
        'We want you to be in control of this. That is why advertising tags on our website are switched off unless you choose to turn them on.',
      ],
    },
    {
      heading: 'How advertising tags work on our website',
      paragraphs: [
        'Analytics and advertising tags, such as Google Analytics or Meta Pixel, are not loaded by default. They can only load if we have configured them and you have agreed to them in our cookie banner or cookie preferences.',
        'If you have not given consent, or you have said no, these tags are not loaded and no information is sent to those providers through them.',
        'If you turn advertising cookies on, the advertising provider may receive information such as the pages you visit on our site and identifiers stored in your browser. You can turn them off again at any time.',
      ],
    },
    {
      heading: 'How to opt out',
      paragraphs: ['You do not need to fill in a form or send us your details to opt out. You can:'],
      list: [
        'Open Cookie Preferences in the footer of any page on our website.',
        'Switch off advertising cookies, and analytics cookies if you wish.',
        'Save your choices. They are stored in your browser, and we will not load advertising tags while they are switched off.',
      ],
    },
    {
      heading: 'Your choices are stored on your device',
      paragraphs: [
        "Your cookie choices are kept in your browser's local storage, so they apply to that browser and device only. If you use another browser or device, or clear your browsing data, you will need to set your choices again.",
        'Cookies set by advertising or analytics providers before you opted out may remain in your browser until they expire. You can delete them at any time in your browser settings.',
        "We also keep a record of each choice, without your IP address or your browser's identification string, so that we can show what was agreed. Our Cookie Policy lists what it holds.",
      ],
    },
    {
      heading: 'Global Privacy Control',
      paragraphs: [
        'Global Privacy Control (GPC) is a setting in some browsers and extensions that tells websites you do not want your personal information sold or shared.',
        'We treat a GPC signal as a valid request to opt out of sale and sharing for the browser that sends it. While the signal is on, we will not load advertising tags in that browser, even if advertising cookies were previously allowed.',
        'While the signal is on, the Advertising switch in our cookie banner and cookie preferences stays off and cannot be turned on, and Accept all allows analytics only. The record we keep of your cookie choice notes that your browser sent the signal.',
        'GPC works per browser. If you want your choice to apply everywhere, turn it on in each browser you use.',
      ],
    },
    {
      heading: 'Requests by email',
      paragraphs: [
        'If you would prefer to opt out by email, or you want to use your other privacy rights, such as the right to know or delete the information we hold, email support@replyrocket.example.',
        'You can also ask an authorised agent to contact us for you. We respond to requests within 45 days. Our California Privacy Rights notice explains how we verify requests.',
      ],
    },
    {
      heading: 'No penalty for opting out',
      paragraphs: [
        'Opting out will not affect the price or quality of our services. Every feature of our website works without analytics or advertising cookies.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'ReplyRocket Ltd, registered in England and Wales. Email: support@replyrocket.example. For more detail, see our Privacy Policy, Cookie Policy and California Privacy Rights notice.',
      ],
    },
  ],
};

/** The page's description; its title is its heading's (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  DoNotSellPage: { description: 'ReplyRocket does not sell your personal information.' },
});
