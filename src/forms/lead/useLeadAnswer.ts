/**
 * What follows a lead, in a lead form's component. The form's one implementation is plain code
 * (src/initial/leadForms.ts): it checks, keeps and answers every submit, before the page is React's and after, and
 * marks the answer on the form (`data-answer`). The component goes on from it: step 2, the dialog's thanks, the
 * trial's next page. An answer that comes once the page is React's is told here, in the page's toasts; one that
 * came before was told by a plain notice, and the component only goes on.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { showDraft } from '../../initial/drafts.ts';
import { ANSWER, type LeadAnswer } from '../../initial/leadAnswer.ts';
import { toast } from '../../toast/lazyToast.ts';
import type { LeadFormKey } from './leadRules.ts';
import { answerWords } from './leadTexts.ts';

/** A lead sent, or kept on this device to be sent later: both are the success path. */
export type LeadSubmitStatus = 'sent' | 'queued';

function tell(form: LeadFormKey, answered: LeadAnswer): void {
  const { tone, message, description } = answerWords(form, answered);
  toast[tone](message, description ? { description } : undefined);
}

/**
 * The form's ref, and `onSent` called with a lead's status once the form's plain code has answered (a stable
 * function: a state setter or a memoised one).
 */
export function useLeadAnswer(
  form: LeadFormKey,
  onSent: (status: LeadSubmitStatus) => void,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A form rendered after the page's start (the dialog) shows a stored draft here, where nothing is typed.
    showDraft(element, form);
    const take = (live: boolean) => {
      const answered = element.getAttribute(ANSWER) as LeadAnswer | null;
      if (!answered) return;
      element.removeAttribute(ANSWER);
      if (live) tell(form, answered);
      if (answered === 'sent' || answered === 'queued') onSent(answered);
    };
    // Answered before the page was React's: its notice has told it.
    take(false);
    const answers = new MutationObserver(() => take(true));
    answers.observe(element, { attributes: true, attributeFilter: [ANSWER] });
    return () => answers.disconnect();
  }, [form, onSent]);
  return ref;
}
