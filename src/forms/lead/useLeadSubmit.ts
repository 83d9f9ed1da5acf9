/**
 * What every lead form does on submit: ignore a second submit while one is in flight, treat a filled honeypot
 * as a silent success, attach attribution, hand the lead to the outbox, and tell the visitor with the right
 * toast. Returns 'sent' or 'queued' (both the success path) or undefined (failed, or ignored).
 */
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { leadToasts } from '../../content/leadCapture.ts';
import { currentAttribution } from '../../lib/attribution.ts';
import { clearDraft } from '../../lib/drafts.ts';
import { LEAD_ROLE } from '../../../supabase/functions/_shared/limits.ts';
import type { LeadRow } from '../../lib/outbox/leadSender.ts';
import { submit } from '../../lib/outbox/outbox.ts';
import { getSupabase } from '../../lib/supabaseClient.ts';

export interface LeadFields {
  project: string;
  telegram: string | null;
  email: string | null;
  /** SPEC §3: the dialog stores the literal 'Other'; the other forms leave it empty. */
  withRole?: boolean;
}

export interface LeadToastTexts {
  success: string;
  /** A definitive refusal by the server. */
  rejected: string;
  /** Anything unexpected (a bug, storage refusing to work). */
  unexpected: string;
  /** `false` when the form announces success itself (e.g. by navigating); failures are always toasted. */
  toastSuccess?: boolean;
}

export type LeadSubmitStatus = 'sent' | 'queued';

/** The extra line under the success toast when the lead has to wait. */
export function waitingLine(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? leadToasts.offline : leadToasts.unreachable;
}

export function useLeadSubmit(draftKey: string, texts: LeadToastTexts) {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const send = useCallback(
    async ({ withRole, ...fields }: LeadFields, honeypot: string | undefined): Promise<LeadSubmitStatus | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSubmitting(true);
      const success = (description?: string) => {
        if (texts.toastSuccess !== false) toast.success(texts.success, description ? { description } : undefined);
      };
      try {
        if (honeypot) {
          // A bot: look successful, store nothing.
          clearDraft(draftKey);
          success();
          return 'sent';
        }
        const lead: LeadRow = { ...fields, role: withRole ? LEAD_ROLE : null, ...currentAttribution() };
        const result = await submit('lead', lead, { draftKey });
        if (result.status === 'rejected') {
          toast.error(texts.rejected);
          return undefined;
        }
        if (result.status === 'delivered') {
          clearDraft(draftKey);
          success();
          return 'sent';
        }
        success(waitingLine());
        return 'queued';
      } catch (error) {
        console.error('[lead] submit failed', error);
        toast.error(texts.unexpected);
        return undefined;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [draftKey, texts],
  );

  return { send, submitting };
}

/**
 * Starts downloading supabase-js when the visitor starts filling a form (first focus), so it is ready, and
 * cached, before they press submit, even if the network drops in between.
 */
export function warmBackend(): void {
  void getSupabase().catch(() => undefined);
}
