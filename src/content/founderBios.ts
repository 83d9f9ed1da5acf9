/**
 * What each founder's page says about them, by slug (founders.ts). SAMPLE CONTENT, like the profiles. Apart
 * from them because the route table names every founder, which puts the profiles in every page's first
 * download; only a founder's own page needs the bio.
 */
export const founderBios: Record<string, readonly string[]> = {
  maya: [
    'Maya ran growth for Web3 projects before building ReplyRocket, and learnt the hard way that the fastest way to grow on X is to show up early in the right conversations.',
    'She works with every new customer on their lists and tone of voice in the first week.',
  ],
  theo: [
    'Theo builds the engine that scores conversations for virality and drafts replies in your voice.',
    'Before ReplyRocket he built data pipelines for trading desks, which is why alerts arrive in seconds, not hours.',
  ],
};
