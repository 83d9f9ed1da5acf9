/** A product card of the features section: a short summary, and detail revealed by the hover card. */
export interface Feature {
  id: string;
  name: string;
  summary: string;
  detail: string[];
}

/**
 * The tools (docs/product.md#who-it-is-for), as the three hover cards of the home features section. Trends and
 * SocialCraft share a card: both hand you ready-made tweet ideas.
 */
export const features: Feature[] = [
  {
    id: 'replyrocket',
    name: 'ReplyRocket',
    summary: 'Alerts for viral conversations in your niche, with replies drafted in your voice.',
    detail: [
      'Trending conversations on X, ranked by a virality score, so you reply while it still matters.',
      'AI-drafted contextual replies in your tone of voice, four per alert.',
      'Alerts delivered to Slack, Discord and Telegram.',
    ],
  },
  {
    id: 'replyradar',
    name: 'ReplyRadar Analytics',
    summary: 'See which replies grow your accounts, and what your competitors do.',
    detail: [
      'Tracks replies across all your X accounts and how each one performs.',
      "Watch competitors' reply behaviour and keep watchlists of up to 20 handles.",
      'Included in all ReplyRocket packages.',
    ],
  },
  {
    id: 'trends-socialcraft',
    name: 'Trends + SocialCraft',
    summary: 'Never run out of things to post.',
    detail: [
      'Trends: daily tweet ideas drawn from X, Reddit and Telegram.',
      'SocialCraft: five ready-to-post tweet ideas every day.',
    ],
  },
];

/** The product's claims (docs/product.md#who-it-is-for): the tick-mark list under the cards. */
export const featureClaims: string[] = ['No delegate access', 'No auto-posting', 'No bots', 'One click to post'];
