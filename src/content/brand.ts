/** Names used across the site. Changing the product name here changes every page and meta tag. */
export const brand = {
  product: 'ReplyRocket',
  company: 'ReplyRocket Ltd',
  tagline: 'AI growth tools for X',
  themeColor: '#3B5BFD',
  backgroundColor: '#FFFFFF',
} as const;
