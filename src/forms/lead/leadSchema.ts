/**
 * The live lead forms' zod schemas, for react-hook-form: each field checked by its rule from leadRules.ts, the
 * one home of the rules and their messages (docs/product.md#lead-forms), so the live form and the prerendered form that
 * works before it arrives can never disagree.
 */
import { z } from '../zod.ts';
import { LEAD_DIALOG_DRAFT_KEY, LEAD_SIGNUP_DRAFT_KEY, LEAD_TRIAL_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { type FieldRule, LEAD_FORM_RULES, type LeadFormKey } from './leadRules.ts';

function field(rule: FieldRule | undefined) {
  return z.string().superRefine((value, context) => {
    const message = rule?.(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

function schemaOf(form: LeadFormKey) {
  const rules = LEAD_FORM_RULES[form];
  return z.object({ project: field(rules.project), telegram: field(rules.telegram), email: field(rules.email) });
}

/** Full-page form on /signup and the embed card. */
export const leadFormSchema = schemaOf(LEAD_SIGNUP_DRAFT_KEY);
/** The 'Try ReplyRocket Now' dialog. */
export const leadDialogSchema = schemaOf(LEAD_DIALOG_DRAFT_KEY);
/** Trial form of /l1 and /superteaml1 (no Telegram field). */
export const trialFormSchema = z.object({
  project: field(LEAD_FORM_RULES[LEAD_TRIAL_DRAFT_KEY].project),
  email: field(LEAD_FORM_RULES[LEAD_TRIAL_DRAFT_KEY].email),
});

/** The schema of a handle / Telegram / email form (the trial form has its own, above). */
export function leadSchemaFor(form: LeadFormKey) {
  return form === LEAD_DIALOG_DRAFT_KEY ? leadDialogSchema : leadFormSchema;
}

export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadDialogValues = z.input<typeof leadDialogSchema>;
export type TrialFormValues = z.input<typeof trialFormSchema>;
