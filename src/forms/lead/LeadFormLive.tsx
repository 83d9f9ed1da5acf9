import { useState } from 'react';
import { leadToasts } from '../../content/leadCapture.ts';
import type { LiveLeadFormProps } from './LazyLeadForm.tsx';
import { LeadFormStep2 } from './LeadFormStep2.tsx';
import { LiveLeadForm } from './LiveLeadForm.tsx';
import type { LeadSubmitStatus } from './useLeadSubmit.ts';

const TOASTS = { success: leadToasts.success, rejected: leadToasts.rejected, unexpected: leadToasts.unexpected };

/**
 * The live /signup form. Only this chunk carries step 2, so the page's first download never does: once the
 * lead is sent, step 2 (what happens next) takes step 1's place.
 */
export function LeadFormLive(props: LiveLeadFormProps) {
  const [sent, setSent] = useState<LeadSubmitStatus>();
  if (sent) return <LeadFormStep2 queued={sent === 'queued'} />;
  return <LiveLeadForm {...props} toasts={TOASTS} afterSent={setSent} />;
}
