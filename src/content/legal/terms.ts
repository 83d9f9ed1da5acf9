import type { LegalDocument } from './types.ts';
import type { PageMetas } from '../../routes/routeMeta.ts';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  dateLine: 'Last updated 22 May 2025',
  intro: [
    'These terms apply when you use the services of ReplyRocket Ltd, a company registered in England and Wales ("we", "us"). By signing up, starting a trial or paying for a plan, you agree to them.',
    'Please read them carefully, especially the sections on billing, cancellation and liability.',
  ],
  sections: [
    {
      heading: 'Eligibility',
      paragraphs: [
        'You must be 18 or over to use our services. If you sign up for a company or other organisation, you confirm that you are authorised to accept these terms on its behalf.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give us accurate details when you sign up and keep them up to date. Keep your login details private. You are responsible for activity on your account and should tell us promptly if you think someone else has accessed it.',
      ],
    },
    {
      heading: 'Our services',
      paragraphs: ['Our toolset helps you grow an X (Twitter) account. Features depend on your plan and may include:'],
      list: [
        'ReplyRocket: alerts about viral conversations, with AI-drafted replies, delivered to Slack, Discord or Telegram.',
        'ReplyRadar Analytics: tracking of your replies, their performance and your competitors, with watchlists of up to 20 handles.',
        'Trends: daily tweet ideas drawn from X, Reddit and Telegram.',
        'SocialCraft: five ready-to-post tweet ideas each day.',
      ],
    },
    {
      heading: 'How the services work with X',
      paragraphs: [
        'We do not need or ask for delegate access to your X account, we do not post automatically, and we do not run bots. You decide what to publish and you post it yourself.',
        'AI-drafted replies and ideas are suggestions. They may be inaccurate or unsuitable, so review and edit them before you use them. You are responsible for everything you post.',
      ],
    },
    {
      heading: 'Free trial',
      paragraphs: [
        'Where offered, new customers can try a plan free for 7 days. You may be asked for a payment method to start the trial.',
        'Unless you cancel before the trial ends, your paid subscription starts automatically and we charge the fee for your chosen plan and billing period. Cancelling during the trial costs nothing.',
      ],
    },
    {
      heading: 'Billing and renewal',
      paragraphs: [
        'Plans are billed monthly or annually in advance. Your subscription renews automatically at the end of each billing period at the then-current price, and we charge the payment method on file, until it is cancelled.',
        'Card payments are processed by our third-party card payment processor, Stripe, on its hosted pages. Prices are shown before you pay. We will give you reasonable notice of any price change before it applies to your next renewal.',
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        "You must give us at least 30 days' notice to cancel, by emailing support@replyrocket.example or using any cancellation option in your account.",
        'Your subscription then ends at the end of the billing period in which the 30-day notice period expires. Any fees due for that period remain payable, and you keep access until it ends.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Fees are paid in advance and are non-refundable, including for partly used billing periods, except where these terms or the law say otherwise.',
        'Payments made in cryptocurrency are final. Blockchain transactions cannot be reversed, so please check the amount, address and network before you send a payment.',
        'Upgrades: if you upgrade from ReplyRadar to the Pro or Ultimate plan, we refund the whole ReplyRadar payment for the month in which you upgrade.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to use our services to:'],
      list: [
        'send spam, mass unsolicited replies or repetitive, misleading content;',
        'automate posting, run bots or otherwise break the rules of X or any other platform;',
        'harass, impersonate or mislead others, or post unlawful, hateful or infringing content;',
        'resell, copy or scrape the services, or try to access them in ways we have not provided;',
        'interfere with the security or operation of the services.',
      ],
    },
    {
      heading: 'Third-party platforms',
      paragraphs: [
        'Our services rely on third-party platforms, including X, Reddit, Telegram, Slack and Discord. We are not affiliated with or endorsed by them, and your use of each platform is governed by its own terms.',
        'If a platform changes its rules, data access or availability, some features may change or stop working. We will do our best to keep the services useful, but we cannot control those platforms.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'We own the services, our software, branding and content. We give you a personal, non-transferable right to use them during your subscription, for your own business.',
        'You keep ownership of the content you create and post. You may use AI-drafted replies and tweet ideas we generate for you, but they may be similar to suggestions given to other users.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'We provide the services "as is" and "as available". We do not promise any particular growth, engagement or results, or that the services will be uninterrupted or error-free.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.',
        'Subject to that, we are not liable for loss of profits, revenue, data, goodwill or followers, or for any indirect or consequential loss. Our total liability to you is limited to the fees you paid us in the 12 months before the claim arose.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend or end your access if you seriously or repeatedly break these terms, fail to pay, or use the services in a way that could harm us, other users or a third-party platform. Where reasonable, we will warn you first.',
        'On termination, your right to use the services ends. Sections that by their nature should survive, such as refunds, liability and governing law, continue to apply.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. We will post the new version here and, for significant changes, tell customers by email in advance. Continuing to use the services after a change takes effect means you accept it.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. Nothing in these terms affects rights you have by law that cannot be excluded.',
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
  TermsPage: { description: 'The terms that govern your use of ReplyRocket.' },
});
