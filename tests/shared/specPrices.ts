/**
 * The published prices (docs/product.md#prices) restated as a table, independent of src/content/plans.ts, so a wrong
 * price there fails the tests. Each card: the price as shown ('$249/mo'), and the struck-through price if any
 * ('$499/mo'). /vsl1-3 and /superteam are /np1-style pages; /upgrade offers Pro and Ultimate at the regular price.
 */
export interface SpecCard {
  plan: 'ReplyRocket Core' | 'ReplyRocket Pro' | 'Ultimate';
  price: string;
  was?: string;
  then?: string;
}

const np1Style: SpecCard[] = [
  { plan: 'ReplyRocket Core', price: '$249/mo', was: '$499/mo' },
  { plan: 'ReplyRocket Pro', price: '$349/mo', was: '$699/mo' },
  { plan: 'Ultimate', price: '$449/mo', was: '$899/mo' },
];

const fullPrice: SpecCard[] = [
  { plan: 'ReplyRocket Core', price: '$499/mo' },
  { plan: 'ReplyRocket Pro', price: '$699/mo' },
  { plan: 'Ultimate', price: '$899/mo' },
];

export const specPrices: Record<string, SpecCard[]> = {
  '/np1': np1Style,
  '/vsl1': np1Style,
  '/vsl2': np1Style,
  '/vsl3': np1Style,
  '/superteam': np1Style,
  '/signupoffer': fullPrice,
  '/signupoffervip25': [
    { plan: 'ReplyRocket Core', price: '$499/mo' },
    // biome-ignore lint/suspicious/noThenProperty: the price after the first month; never awaited.
    { plan: 'ReplyRocket Pro', price: '$524 first month', was: '$699/mo', then: '$699/mo' },
    // biome-ignore lint/suspicious/noThenProperty: the price after the first month; never awaited.
    { plan: 'Ultimate', price: '$674 first month', was: '$899/mo', then: '$899/mo' },
  ],
  '/upgrade': fullPrice.filter((card) => card.plan !== 'ReplyRocket Core'),
};
