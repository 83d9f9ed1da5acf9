/**
 * A lead form's submit in React: ignores a second submit while one is in flight and shows 'Submitting...'
 * meanwhile; the sending itself is sendLead's.
 */
import { useCallback, useRef, useState } from 'react';
import type { LeadFields } from './leadRules.ts';
import { sendLead, type LeadSubmitStatus, type LeadToastTexts } from './sendLead.ts';

export function useLeadSubmit(draftKey: string, texts: LeadToastTexts) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const send = useCallback(
    async (fields: LeadFields, honeypot: string | undefined): Promise<LeadSubmitStatus | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      try {
        return await sendLead(fields, honeypot, draftKey, texts);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [draftKey, texts],
  );

  return { send, submitting };
}
