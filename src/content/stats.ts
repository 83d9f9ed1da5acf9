/** One figure of the stats strip: the big value and what it measures. */
export interface Stat {
  value: string;
  label: string;
  /** Shown as '~' and read as 'about' (the figures are approximate: "about 77% more engagement"). */
  approximate?: boolean;
}

/** The strip's accessible name, and the word a screen reader says for the '~' of an approximate figure. */
export const statsCopy = {
  label: 'Results our customers see',
  approximately: 'about ',
};

/** The figures quoted across the site, in the order the home page shows them. */
export const stats: Stat[] = [
  { value: '77%', approximate: true, label: 'more engagement' },
  { value: '135%', approximate: true, label: 'more replies per month' },
  { value: '39%', approximate: true, label: 'more impressions' },
  { value: '80%', approximate: true, label: 'time saved' },
  { value: '400K+', label: 'monthly views' },
  { value: '100+', label: 'top Web3 projects trust us' },
];
