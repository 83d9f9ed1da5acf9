import type { LegalDocument } from './types.ts';
import type { PageMetas } from '../../routes/routeMeta.ts';

export const californiaPrivacy: LegalDocument = {
  title: 'California Privacy Rights',
  dateLine: 'Effective 20 August 2025',
  intro: [
    'This notice supplements our Privacy Policy and applies to California residents. It explains your rights under the California Consumer Privacy Act, as amended by the California Privacy Rights Act (together, the CCPA).',
    'ReplyRocket Ltd, a company registered in England and Wales, is responsible for the personal information described here.',
  ],
  sections: [
    {
      heading: 'Categories of personal information we collect',
      paragraphs: [
        'In the last 12 months we have collected the following categories of personal information. We collect it directly from you, from your browser when you use our website, and, only if you consent, through analytics and advertising tags.',
      ],
      list: [
        'Identifiers: name, email address, X handle or project name, and Telegram handle if you give it.',
        'Customer records: company name, business address, city, country, postcode or ZIP, and VAT or tax number if you give it.',
        'Commercial information: the product you chose, your acceptance of our terms, and payment details such as the crypto transaction URL and chain. Card details are handled by Stripe, not by us.',
        "Internet activity: the page you submitted a form from, UTM campaign parameters and referrer, and, only with your consent, analytics data such as pages viewed and device type. With a form you submit, also where your first and latest visits came from (campaign parameters, referring site, landing page, X's click id and Telegram's start parameter), whether you used an app's built-in browser, an installed app or an ordinary browser, and the id of your cookie choice at the time.",
        'Approximate location: the country in your address and, with consent, location inferred by analytics tools.',
      ],
    },
    {
      heading: 'How we use and disclose it',
      paragraphs: [
        'We use this information to respond to enquiries, provide and bill for our services, keep records we are required to keep, secure our website and understand which marketing works.',
        'We disclose it for these business purposes to service providers that act on our behalf: Supabase (database hosting), Slack (team notifications), Stripe (card payments) and our booking scheduler. We do not collect sensitive personal information as defined by the CCPA.',
        'We keep each category for as long as described in our Privacy Policy, generally up to 24 months after our last contact for enquiries and six years after your subscription ends for billing records.',
      ],
    },
    {
      heading: 'Sale and sharing of personal information',
      paragraphs: [
        'We do not sell personal information, and we have not sold it in the last 12 months.',
        'We do not share personal information for cross-context behavioural advertising unless you consent. Advertising tags such as Meta Pixel are not loaded by default. They load only if we have configured them and you turn on advertising cookies in your cookie preferences.',
        'You can withdraw that consent at any time. See our Do Not Sell My Personal Information page for how. We do not knowingly sell or share the personal information of anyone under 16.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['As a California resident, you have the right to:'],
      list: [
        'Know: ask what personal information we have collected about you, the categories of sources, why we collected it, who we disclosed it to, and receive a copy of the specific pieces we hold.',
        'Delete: ask us to delete personal information we collected from you, subject to exceptions such as records we must keep by law.',
        'Correct: ask us to correct inaccurate personal information.',
        'Opt out of sale and sharing: stop any sharing for cross-context behavioural advertising. Because we do not sell personal information and only use advertising tags with your consent, switching off advertising cookies, or using Global Privacy Control, achieves this.',
        'Limit the use of sensitive personal information: we do not collect it, so this right does not currently apply.',
      ],
    },
    {
      heading: 'Non-discrimination',
      paragraphs: [
        'We will not discriminate against you for exercising any of these rights. We will not deny you services, charge you a different price or give you a different level of service because you made a request.',
      ],
    },
    {
      heading: 'How to submit a request',
      paragraphs: [
        'Email support@replyrocket.example with the subject line "California privacy request". Tell us which right you want to use and give the email address and X handle you used with us, so we can find your records.',
        'You can change your advertising choice at any time, without a request, using Cookie Preferences in the footer of our website.',
      ],
    },
    {
      heading: 'Verifying your identity',
      paragraphs: [
        'To protect your information, we verify requests to know, delete or correct before acting on them. We usually do this by asking you to confirm the request from the email address we hold, and we may ask for one or two further details that match our records.',
        'We will only use the information you give us for verification to verify your request. If we cannot verify your identity, we will explain why we cannot complete the request.',
      ],
    },
    {
      heading: 'Authorised agents',
      paragraphs: [
        'You can ask an authorised agent to make a request for you. The agent must give us your signed, written permission to act for you, and we may still ask you to verify your identity directly with us. This does not apply if the agent holds a valid power of attorney under California law.',
      ],
    },
    {
      heading: 'Our response',
      paragraphs: [
        'We will confirm that we have received your request and respond within 45 days. If we need more time, up to a further 45 days, we will tell you why within the first 45 days.',
        'We do not charge for requests unless they are manifestly unfounded or excessive. Requests to know may cover the 12 months before your request, or longer where we hold older information.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'If you have questions about this notice or your rights, email support@replyrocket.example. ReplyRocket Ltd is registered in England and Wales.',
      ],
    },
  ],
};

/** The page's description; its title is its heading's (src/routes/routeMeta.ts). */
export const meta = (): PageMetas => ({
  CaliforniaPrivacyPage: {
    description: 'Your rights under the CCPA and how to exercise them. We answer requests within 45 days.',
  },
});
