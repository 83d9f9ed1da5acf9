/**
 * What a lead form tells the visitor once a lead is sent or kept, by form: one home for the words the forms' plain
 * code (src/initial/leadForms.ts, in the page's bootstrap) and their components say. No imports but the texts, so
 * the bootstrap carries it.
 */
import * as leadToasts from '../../content/leadToasts.ts';
import {
  LEAD_DIALOG_DRAFT_KEY,
  LEAD_EMBED_DRAFT_KEY,
  LEAD_SIGNUP_DRAFT_KEY,
  LEAD_TRIAL_DRAFT_KEY,
} from '../../shared/storageKeys.ts';
import type { LeadAnswer } from '../../initial/leadAnswer.ts';
import type { LeadFormKey } from './leadRules.ts';

export interface LeadToastTexts {
  success: string;
  /** A definitive refusal by the server. */
  rejected: string;
  /** Anything unexpected (a bug, storage refusing to work). */
  unexpected: string;
}

/** Every lead form's submit button while its lead is kept and answered (src/initial/leadForms.ts). */
export const SUBMITTING = 'Submitting...';

/** The extra line under the success toast when the lead has to wait. */
export function waitingLine(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? leadToasts.offline : leadToasts.unreachable;
}

const LEAD_TEXTS: LeadToastTexts = {
  success: leadToasts.success,
  rejected: leadToasts.rejected,
  unexpected: leadToasts.unexpected,
};

/** Each lead form's toasts (docs/product.md#lead-forms); the embed card has its own success and error texts. */
const LEAD_TOAST_TEXTS: Record<LeadFormKey, LeadToastTexts> = {
  [LEAD_SIGNUP_DRAFT_KEY]: LEAD_TEXTS,
  [LEAD_DIALOG_DRAFT_KEY]: LEAD_TEXTS,
  [LEAD_TRIAL_DRAFT_KEY]: LEAD_TEXTS,
  [LEAD_EMBED_DRAFT_KEY]: {
    success: leadToasts.embedSuccess,
    rejected: leadToasts.formError,
    unexpected: leadToasts.formError,
  },
};

/**
 * What a form says for its lead's answer, whoever says it (the plain notice before the page is React's, the page's
 * toasts after): the words, their tone, and for a lead that waits, the line saying why.
 */
export function answerWords(
  form: LeadFormKey,
  answered: LeadAnswer,
): { tone: 'success' | 'error'; message: string; description?: string } {
  const texts = LEAD_TOAST_TEXTS[form];
  if (answered === 'rejected') return { tone: 'error', message: texts.rejected };
  if (answered === 'failed') return { tone: 'error', message: texts.unexpected };
  return { tone: 'success', message: texts.success, description: answered === 'queued' ? waitingLine() : undefined };
}
