/**
 * The lead forms' rules (docs/product.md#lead-forms) as plain functions: the one home of what a valid lead is and of
 * the messages a visitor reads. They weigh next to nothing and need no library, so the page's first download carries
 * them: the forms' plain code (src/initial/leadForms.ts), which the page's bootstrap runs, checks every submission
 * by these functions.
 * Bounded by the limits the database enforces (src/shared/lead.ts and textRules.ts), so a lead the form
 * accepts is a lead the database accepts.
 */
import { EMAIL_REGEX, FORBIDDEN_TEXT_REGEX } from '../../shared/textRules.ts';
import { EMPTY_HANDLE_REGEX, LEAD_LIMITS } from '../../shared/lead.ts';
import {
  LEAD_DIALOG_DRAFT_KEY,
  LEAD_EMBED_DRAFT_KEY,
  LEAD_SIGNUP_DRAFT_KEY,
  LEAD_TRIAL_DRAFT_KEY,
} from '../../shared/storageKeys.ts';

// The messages a visitor reads, each a constant of its own: the bootstrap, inlined in every page, carries the words
// without an object's property names.
const PROJECT_REQUIRED = 'Project/KOL XHandle is required';
const EMAIL_INVALID = 'Please enter a valid email address';
const EMAIL_REQUIRED = 'Email is required';
// Ours, not the product's. The inputs carry no maxLength on purpose: a paste cut silently at the bound would be
// stored cut without the visitor noticing; this message says what to fix instead.
const tooLong = (max: number) => `Please use at most ${max} characters`;
const INVISIBLE = 'Please remove invisible or control characters';

/** A field's message, or undefined when the (trimmed) value is fine. */
export type FieldRule = (value: string) => string | undefined;

function text(max: number): FieldRule {
  return (value) => {
    const trimmed = value.trim();
    if (trimmed.length > max) return tooLong(max);
    if (FORBIDDEN_TEXT_REGEX.test(trimmed)) return INVISIBLE;
    return undefined;
  };
}

// A handle of only zero-width characters (or a bare '@') looks empty to the visitor, and the database refuses it.
export const projectRule: FieldRule = (value) =>
  text(LEAD_LIMITS.projectMax)(value) ?? (EMPTY_HANDLE_REGEX.test(value.trim()) ? PROJECT_REQUIRED : undefined);

export const telegramRule: FieldRule = text(LEAD_LIMITS.telegramMax);

export const optionalEmailRule: FieldRule = (value) => {
  const trimmed = value.trim();
  if (trimmed.length > LEAD_LIMITS.emailMax) return tooLong(LEAD_LIMITS.emailMax);
  return trimmed === '' || EMAIL_REGEX.test(trimmed) ? undefined : EMAIL_INVALID;
};

export const requiredEmailRule: FieldRule = (value) =>
  value.trim() === '' ? EMAIL_REQUIRED : optionalEmailRule(value);

/**
 * Lead dialog (docs/product.md#lead-forms): a non-empty handle gets a leading '@' unless it already has one or contains
 * a space or a slash (then it is a project name or a URL, not a handle).
 */
export function withAtPrefix(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('@') || /[\s/]/.test(trimmed)) return trimmed;
  return `@${trimmed}`;
}

/** Empty optional fields are stored as null (docs/product.md#lead-forms). */
export function orNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Which lead form: each is known by its draft key, which is its <form>'s name. */
export type LeadFormKey =
  | typeof LEAD_SIGNUP_DRAFT_KEY
  | typeof LEAD_DIALOG_DRAFT_KEY
  | typeof LEAD_TRIAL_DRAFT_KEY
  | typeof LEAD_EMBED_DRAFT_KEY;

/** The form's fields and their rules, in the order the visitor meets them. */
export const LEAD_FORM_RULES: Record<LeadFormKey, Partial<Record<'project' | 'telegram' | 'email', FieldRule>>> = {
  // Full-page form of /signup and the embed card: X handle, optional Telegram, required email.
  [LEAD_SIGNUP_DRAFT_KEY]: { project: projectRule, telegram: telegramRule, email: requiredEmailRule },
  [LEAD_EMBED_DRAFT_KEY]: { project: projectRule, telegram: telegramRule, email: requiredEmailRule },
  // The 'Try ReplyRocket Now' dialog: the handle is required, Telegram and email may be left empty (sent as
  // null). The handle is bounded with its '@', as stored: 100 characters without one would be 101 in the row.
  [LEAD_DIALOG_DRAFT_KEY]: {
    project: (value) => projectRule(withAtPrefix(value)),
    telegram: telegramRule,
    email: optionalEmailRule,
  },
  // Trial form of /l1 and /superteaml1. The product leaves its validation open: we ask for the two things the trial
  // needs, the X handle and an email to send the access to, with the full-page form's messages.
  [LEAD_TRIAL_DRAFT_KEY]: { project: projectRule, email: requiredEmailRule },
};

/** What a lead form sends, once its values pass its rules. */
export interface LeadFields {
  project: string;
  telegram: string | null;
  email: string | null;
  /** The dialog stores the literal 'Other' (docs/product.md#lead-forms); the other forms leave it empty. */
  withRole?: boolean;
}

export type LeadCheck = { ok: true; fields: LeadFields } | { ok: false; errors: Partial<Record<string, string>> };

export function isLeadFormKey(key: string | undefined): key is LeadFormKey {
  return key !== undefined && key in LEAD_FORM_RULES;
}

/** Checks a form's raw values against its rules; the lead to send, or a message per field that fails. */
export function checkLead(form: LeadFormKey, values: Partial<Record<string, string>>): LeadCheck {
  const rules = LEAD_FORM_RULES[form];
  const errors: Partial<Record<string, string>> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const message = rule(values[name] ?? '');
    if (message) errors[name] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const dialog = form === LEAD_DIALOG_DRAFT_KEY;
  const project = (values.project ?? '').trim();
  return {
    ok: true,
    fields: {
      project: dialog ? withAtPrefix(project) : project,
      telegram: rules.telegram ? orNull(values.telegram) : null,
      email: orNull(values.email),
      withRole: dialog,
    },
  };
}
