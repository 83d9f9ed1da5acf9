import { leadToasts } from '../../content/leadCapture.ts';
import type { LiveLeadFormProps } from './LazyLeadForm.tsx';
import { LiveLeadForm } from './LiveLeadForm.tsx';

/** SPEC §8: the embed card's own success text, and 'Error submitting form' for any failure. */
const TOASTS = { success: leadToasts.embedSuccess, rejected: leadToasts.formError, unexpected: leadToasts.formError };

/** The live embed card: it stays on the partner's page after a lead, emptied for the next visitor. */
export function EmbedFormLive(props: LiveLeadFormProps) {
  return <LiveLeadForm {...props} toasts={TOASTS} afterSent="empty" />;
}
