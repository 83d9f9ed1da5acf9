import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '../../src/shared/leadLimits.ts';
import { leadDialogSchema, leadFormSchema, trialFormSchema } from '../../src/forms/lead/leadSchema.ts';
import { checkLead, orNull, withAtPrefix } from '../../src/forms/lead/leadRules.ts';

type Schema = typeof leadFormSchema | typeof leadDialogSchema | typeof trialFormSchema;

function messages(schema: Schema, values: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  // react-hook-form shows the first issue of each field: so do we.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('full-page lead form schema (docs/product.md#lead-forms)', () => {
  it("asks for the handle and the email with the product's messages", () => {
    expect(messages(leadFormSchema, { project: '', telegram: '', email: '' })).toEqual({
      project: 'Project/KOL XHandle is required',
      email: 'Email is required',
    });
  });
  it('treats a blank handle as missing', () => {
    expect(messages(leadFormSchema, { project: '   ', telegram: '', email: 'a@b.co' })).toEqual({
      project: 'Project/KOL XHandle is required',
    });
  });
  it.each(['\u200b', ' \u200d\ufeff ', '\u2060', '@', '@\u200b'])(
    'treats the empty-looking handle %j as missing',
    (project) => {
      expect(messages(leadFormSchema, { project, telegram: '', email: 'a@b.co' })).toEqual({
        project: 'Project/KOL XHandle is required',
      });
      expect(messages(leadDialogSchema, { project, telegram: '', email: '' })).toEqual({
        project: 'Project/KOL XHandle is required',
      });
    },
  );
  it('keeps zero-width characters inside a real handle', () => {
    expect(checkLead('lead-signup', { project: 'a\u200db', telegram: '', email: 'a@b.co' })).toMatchObject({
      ok: true,
      fields: { project: 'a\u200db' },
    });
  });
  it.each(['not-an-email', 'a@b', 'a b@c.io', '@x.io'])('refuses %s as an email', (email) => {
    expect(messages(leadFormSchema, { project: '@x', telegram: '', email })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('accepts a lead without Telegram', () => {
    expect(checkLead('lead-signup', { project: ' @x ', telegram: '', email: 'a@b.co' })).toEqual({
      ok: true,
      fields: { project: '@x', telegram: null, email: 'a@b.co', withRole: false },
    });
  });
  it('applies the database limits', () => {
    const long = 'x'.repeat(LEAD_LIMITS.projectMax + 1);
    expect(
      messages(leadFormSchema, { project: long, telegram: 't'.repeat(LEAD_LIMITS.telegramMax + 1), email: 'a@b.co' }),
    ).toEqual({
      project: `Please use at most ${LEAD_LIMITS.projectMax} characters`,
      telegram: `Please use at most ${LEAD_LIMITS.telegramMax} characters`,
    });
    expect(messages(leadFormSchema, { project: 'a\u202eb', telegram: '', email: 'a@b.co' })).toEqual({
      project: 'Please remove invisible or control characters',
    });
  });
});

describe('lead dialog schema', () => {
  it('needs only the handle; email, when given, must be valid', () => {
    expect(messages(leadDialogSchema, { project: '', telegram: '', email: '' })).toEqual({
      project: 'Project/KOL XHandle is required',
    });
    expect(messages(leadDialogSchema, { project: 'x', telegram: '', email: '' })).toEqual({});
    expect(messages(leadDialogSchema, { project: 'x', telegram: '', email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('trial form schema (our choice: handle and email required)', () => {
  it('uses the full-page messages', () => {
    expect(messages(trialFormSchema, { project: '', email: '' })).toEqual({
      project: 'Project/KOL XHandle is required',
      email: 'Email is required',
    });
    expect(messages(trialFormSchema, { project: 'x', email: 'x@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe("the '@' rule (docs/product.md#lead-forms)", () => {
  it.each([
    ['alice', '@alice'],
    ['@alice', '@alice'],
    ['  alice  ', '@alice'],
    ['', ''],
    ['   ', ''],
    ['My Project', 'My Project'],
    ['x.com/alice', 'x.com/alice'],
    ['https://x.com/alice', 'https://x.com/alice'],
    ['alice_01', '@alice_01'],
    ['@@alice', '@@alice'],
  ])('%j becomes %j', (input, expected) => {
    expect(withAtPrefix(input)).toBe(expected);
  });
});

describe('empty optional fields are sent as null', () => {
  it.each([
    ['', null],
    ['  ', null],
    [undefined, null],
    [' @tg ', '@tg'],
  ])('%j → %j', (input, expected) => {
    expect(orNull(input)).toBe(expected);
  });
});

describe("the rules the page ships (leadRules.ts) and the live forms' zod schemas agree", () => {
  const samples = [
    '',
    ' ',
    '@',
    'alice',
    ' @x ',
    'a\u200db',
    '\u200b',
    'a\u202eb',
    'x'.repeat(LEAD_LIMITS.projectMax + 1),
    'not-an-email',
    'a@b.co',
    'x@',
  ];
  const forms = [
    ['lead-signup', leadFormSchema],
    ['lead-embed', leadFormSchema],
    ['lead-dialog', leadDialogSchema],
  ] as const;
  it.each(forms)('%s: the same message for every field of every sample', (form, schema) => {
    for (const project of samples) {
      for (const email of samples) {
        const values = { project, telegram: project, email };
        const check = checkLead(form, values);
        expect(check.ok ? {} : check.errors).toEqual(messages(schema, values));
      }
    }
  });

  it('the dialog sends the handle with its "@", empty fields as null, and role Other', () => {
    expect(checkLead('lead-dialog', { project: ' alice ', telegram: '', email: '' })).toEqual({
      ok: true,
      fields: { project: '@alice', telegram: null, email: null, withRole: true },
    });
  });

  it('the trial form has no Telegram field', () => {
    expect(checkLead('lead-trial', { project: 'x', telegram: '@ignored', email: 'a@b.co' })).toEqual({
      ok: true,
      fields: { project: 'x', telegram: null, email: 'a@b.co', withRole: false },
    });
  });
});
