/**
 * The bad inputs of tests/e2e/badInput.mobile.spec.ts and what each form must do with them.
 * One row per input: the text pasted into a text, email or URL field (the URL variant is link-shaped, so it
 * gets past the "is it a URL at all" check and meets the character rules), and the expected outcome per kind.
 */

import { createHash } from 'node:crypto';

export type FieldKind = 'text' | 'email' | 'url';

/**
 * `accept`: stored exactly as pasted. `blank`: the field's required message, or stored as null when optional.
 * `tooLong`, `invisible`, `invalid`: the form's length, character or format message.
 */
export type Outcome = 'accept' | 'blank' | 'tooLong' | 'invisible' | 'invalid';

export interface BadInput {
  name: string;
  /** What is pasted into a field of this kind bounded at `max`; `tag` keeps values unique across tests. */
  value: (kind: FieldKind, max: number, tag: string) => string;
  expect: Record<FieldKind, Outcome>;
}

const TX = 'https://etherscan.io/tx/';

/**
 * A link to a transaction made up from `tag`: one payment proves one sign-up, so every test's link names its own.
 * What a bad input brings goes after it, in the query, where the form accepts any character a URL may hold.
 */
export function transactionLinkFor(tag: string): string {
  return `${TX}0x${createHash('sha256').update(tag).digest('hex')}`;
}

/** 10,000 characters without a space, the hardest case for wrapping; its URL variant is 10,000 long too. */
const LONG = 'Lorem_ipsum-dolor.sit+amet~'.repeat(400).slice(0, 10_000);

/** A rocket, a skin tone, a flag, a ZWJ family and a ZWJ person with a skin tone: 28 UTF-16 units. */
export const EMOJI = '🚀👍🏽🇯🇵👨‍👩‍👧‍👦🧑🏿‍💻';
const RTL = 'مرحبا بالعالم שלום עולם';
/** Right-to-left override and isolate: invisible, they make a name read differently from what is stored. */
const BIDI = 'invoice\u202Efdp.exe\u2067x\u2069';
const HTML = '<img src=x onerror=alert(1)>';
const SLACK = '<!channel> <@U024BE7LH>';
/** Only characters String.prototype.trim removes: space, no-break space, ideographic space, tab, em space. */
const BLANK = ' \u00a0\u3000\t\u2003 ';
/** NUL, bell, escape, delete, next-line (C1) and a tab inside the text. (Newlines never get in: a paste turns them into spaces.) */
const CONTROL = 'a\u0000b\u0007c\u001bd\u007fe\u0085f\tg';

function filled(prefix: string, filler: string, length: number, suffix = ''): string {
  return (prefix + filler.repeat(length)).slice(0, length - suffix.length) + suffix;
}

export const BAD_INPUTS: BadInput[] = [
  {
    name: '10,000 characters',
    value: (kind) => (kind === 'url' ? TX + LONG.slice(TX.length) : LONG),
    expect: { text: 'tooLong', email: 'tooLong', url: 'tooLong' },
  },
  {
    // The bound itself is accepted and stored whole (checks the browser counts like the database).
    name: 'exactly the bound',
    value: (kind, max, tag) =>
      kind === 'email'
        ? filled(tag, 'a', max, '@example.com')
        : kind === 'url'
          ? filled(`${transactionLinkFor(tag)}?q=`, '0', max)
          : filled(tag, 'Ab9_', max),
    expect: { text: 'accept', email: 'accept', url: 'accept' },
  },
  {
    name: 'emoji (flags, ZWJ families, skin tones)',
    value: (kind, _max, tag) =>
      kind === 'email' ? `${EMOJI}@example.com` : kind === 'url' ? `${transactionLinkFor(tag)}?q=${EMOJI}` : EMOJI,
    expect: { text: 'accept', email: 'invalid', url: 'accept' },
  },
  {
    name: 'RTL text (Arabic, Hebrew)',
    value: (kind, _max, tag) =>
      kind === 'email' ? 'مرحبا@example.com' : kind === 'url' ? `${transactionLinkFor(tag)}?q=مرحبا_שלום` : RTL,
    expect: { text: 'accept', email: 'invalid', url: 'accept' },
  },
  {
    name: 'bidi override U+202E',
    value: (kind) => (kind === 'email' ? 'ada\u202E@example.com' : kind === 'url' ? `${TX}\u202E0xabc` : BIDI),
    expect: { text: 'invisible', email: 'invalid', url: 'invalid' },
  },
  {
    name: 'HTML / script',
    value: (kind, _max, tag) =>
      kind === 'email'
        ? `${HTML}@example.com`
        : kind === 'url'
          ? `${transactionLinkFor(tag)}?q="><img/src=x/onerror=alert(1)>`
          : HTML,
    expect: { text: 'accept', email: 'invalid', url: 'accept' },
  },
  {
    name: 'Slack mention <!channel>',
    value: (kind, _max, tag) =>
      kind === 'email' ? '<!channel>@example.com' : kind === 'url' ? `${transactionLinkFor(tag)}?q=<!channel>` : SLACK,
    expect: { text: 'accept', email: 'invalid', url: 'accept' },
  },
  {
    name: 'whitespace only',
    value: () => BLANK,
    expect: { text: 'blank', email: 'blank', url: 'invalid' },
  },
  {
    name: 'control characters',
    value: (kind) =>
      kind === 'email' ? 'ada\u0007@example.com' : kind === 'url' ? `${TX}0x12\u0007\u001b34` : CONTROL,
    expect: { text: 'invisible', email: 'invalid', url: 'invalid' },
  },
];

/** What an input keeps of a paste: `type=email` drops leading and trailing ASCII whitespace (HTML value sanitization). */
export function asInputKeepsIt(kind: FieldKind, pasted: string): string {
  return kind === 'email' ? pasted.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '') : pasted;
}

/**
 * Lead dialog (docs/product.md#lead-forms): a non-empty handle gets a leading '@' unless it has one or holds a space or
 * a slash.
 */
export function withAt(value: string): string {
  return value === '' || value.startsWith('@') || /[\s/]/.test(value) ? value : `@${value}`;
}
