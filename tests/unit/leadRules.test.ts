import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '../../src/shared/lead.ts';
import { checkLead, type LeadFormKey, orNull, withAtPrefix } from '../../src/forms/lead/leadRules.ts';

/** The message under each field the form's rules refuse, as the form shows them. */
function messages(form: LeadFormKey, values: Record<string, string>): Partial<Record<string, string>> {
  const check = checkLead(form, values);
  return check.ok ? {} : check.errors;
}

describe('full-page lead form rules (docs/product.md#lead-forms)', () => {
  it("asks for the handle and the email with the product's messages", () => {
    expect(messages('lead-signup', { project: '', telegram: '', email: '' })).toEqual({
      project: 'Project/KOL XHandle is required',
      email: 'Email is required',
    });
  });
  it('treats a blank handle as missing', () => {
    expect(messages('lead-signup', { project: '   ', telegram: '', email: 'a@b.co' })).toEqual({
      project: 'Project/KOL XHandle is required',
    });
  });
  it.each(['\u200b', ' \u200d\ufeff ', '\u2060', '@', '@\u200b'])(
    'treats the empty-looking handle %j as missing',
    (project) => {
      expect(messages('lead-signup', { project, telegram: '', email: 'a@b.co' })).toEqual({
        project: 'Project/KOL XHandle is required',
      });
      expect(messages('lead-dialog', { project, telegram: '', email: '' })).toEqual({
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
    expect(messages('lead-signup', { project: '@x', telegram: '', email })).toEqual({
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
      messages('lead-signup', { project: long, telegram: 't'.repeat(LEAD_LIMITS.telegramMax + 1), email: 'a@b.co' }),
    ).toEqual({
      project: `Please use at most ${LEAD_LIMITS.projectMax} characters`,
      telegram: `Please use at most ${LEAD_LIMITS.telegramMax} characters`,
    });
    expect(messages('lead-signup', { project: 'a\u202eb', telegram: '', email: 'a@b.co' })).toEqual({
      project: 'Please remove invisible or control characters',
    });
  });
});

describe('embed card rules', () => {
  it("are the full-page form's", () => {
    for (const values of [
      { project: '', telegram: '', email: '' },
      { project: '@', telegram: 't'.repeat(LEAD_LIMITS.telegramMax + 1), email: 'x@' },
      { project: '@x', telegram: '', email: 'a@b.co' },
    ])
      expect(checkLead('lead-embed', values)).toEqual(checkLead('lead-signup', values));
  });
});

describe('lead dialog rules', () => {
  it('needs only the handle; email, when given, must be valid', () => {
    expect(messages('lead-dialog', { project: '', telegram: '', email: '' })).toEqual({
      project: 'Project/KOL XHandle is required',
    });
    expect(messages('lead-dialog', { project: 'x', telegram: '', email: '' })).toEqual({});
    expect(messages('lead-dialog', { project: 'x', telegram: '', email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('trial form rules (our choice: handle and email required)', () => {
  it('uses the full-page messages', () => {
    expect(messages('lead-trial', { project: '', email: '' })).toEqual({
      project: 'Project/KOL XHandle is required',
      email: 'Email is required',
    });
    expect(messages('lead-trial', { project: 'x', email: 'x@' })).toEqual({
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

describe('what a lead that passes is sent as', () => {
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
