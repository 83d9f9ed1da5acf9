/**
 * The lead forms' schemas (SPEC §5), bounded by the same limits the database enforces
 * (supabase/functions/_shared/limits.ts), so a lead the form accepts is a lead the database accepts.
 */
import { z } from '../../lib/zod.ts';
import { EMAIL_REGEX, EMPTY_HANDLE_REGEX, FORBIDDEN_TEXT_REGEX, LEAD_LIMITS } from '../../../supabase/functions/_shared/limits.ts';

export const MESSAGES = {
  projectRequired: 'Project/KOL XHandle is required',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  // SPEC is silent on these two. The inputs carry no maxLength on purpose: a paste cut silently at the bound
  // would be stored cut without the visitor noticing; this message says what to fix instead.
  tooLong: (max: number) => `Please use at most ${max} characters`,
  invisible: 'Please remove invisible or control characters',
} as const;

function text(max: number) {
  return z.string().trim().max(max, MESSAGES.tooLong(max)).refine((value) => !FORBIDDEN_TEXT_REGEX.test(value), MESSAGES.invisible);
}

// A handle of only zero-width characters (or a bare '@') looks empty to the visitor, and the database refuses it.
const project = text(LEAD_LIMITS.projectMax).pipe(z.string().refine((value) => !EMPTY_HANDLE_REGEX.test(value), MESSAGES.projectRequired));
const telegram = text(LEAD_LIMITS.telegramMax);
const requiredEmail = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(LEAD_LIMITS.emailMax, MESSAGES.tooLong(LEAD_LIMITS.emailMax))
  .refine((value) => value === '' || EMAIL_REGEX.test(value), MESSAGES.emailInvalid);
const optionalEmail = z
  .string()
  .trim()
  .max(LEAD_LIMITS.emailMax, MESSAGES.tooLong(LEAD_LIMITS.emailMax))
  .refine((value) => value === '' || EMAIL_REGEX.test(value), MESSAGES.emailInvalid);

/** Full-page form on /signup and the embed card: X handle, optional Telegram, required email. */
export const leadFormSchema = z.object({ project, telegram, email: requiredEmail });

/**
 * The 'Try ReplyRocket Now' dialog: the handle is required, Telegram and email may be left empty (sent as null).
 * The handle is bounded with its '@' (SPEC §5), as stored: 100 characters without one would be 101 in the row.
 */
export const leadDialogSchema = z.object({ project: z.string().transform(withAtPrefix).pipe(project), telegram, email: optionalEmail });

/**
 * Trial form of /l1 and /superteaml1. SPEC leaves its validation open: we ask for the two things the trial
 * needs, the X handle and an email to send the access to, with the full-page form's messages.
 */
export const trialFormSchema = z.object({ project, email: requiredEmail });

export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadDialogValues = z.input<typeof leadDialogSchema>;
export type TrialFormValues = z.input<typeof trialFormSchema>;

/**
 * SPEC §5 (lead dialog): a non-empty handle gets a leading '@' unless it already has one or contains a space
 * or a slash (then it is a project name or a URL, not a handle).
 */
export function withAtPrefix(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('@') || /[\s/]/.test(trimmed)) return trimmed;
  return `@${trimmed}`;
}

/** Empty optional fields are stored as null (SPEC §5). */
export function orNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
