import { useCallback } from 'react';
import { navigate } from '../../routes/history.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { landing } from '../../content/landing.ts';
import * as leadToasts from '../../content/leadToasts.ts';
import { toast } from '../../toast/lazyToast.ts';
import { pageWhenReachable } from '../../routes/pageWhenReachable.ts';
import { button } from '../../styles/button.css.ts';
import { LEAD_TRIAL_DRAFT_KEY } from '../../shared/storageKeys.ts';
import * as css from './TrialForm.css.ts';
import { TrialFormFields } from './TrialFormFields.tsx';
import { useLeadAnswer } from './useLeadAnswer.ts';

/**
 * A sent trial lead goes on to `successPath` (docs/product.md#lead-forms). A lead kept offline goes on once the network
 * is back (our choice), if the visitor is still here: until then the next page's code could only fail to
 * download, and the success toast's offline line has said the lead is kept. The form is emptied meanwhile, so
 * a second press cannot send the same lead twice. A navigation that fails online gets the form-error toast.
 */
function useGoOn(successPath: string): () => void {
  return useCallback(() => {
    const from = window.location.pathname;
    pageWhenReachable(successPath)
      .then(() => {
        if (window.location.pathname === from) return navigate(successPath);
      })
      .catch((error: unknown) => {
        console.error('[lead] navigation after the trial form failed', error);
        toast.error(leadToasts.formError);
      });
  }, [successPath]);
}

/**
 * The trial form card of /l1 and /superteaml1: 'Limited Free Trials' badge, the form, 'Watch Demo'. The form is the
 * prerendered inputs, whose code is plain (src/initial/leadForms.ts); it brings no library, on arrival or on a touch.
 */
export function TrialForm({ successPath }: { successPath: string }) {
  const goOn = useGoOn(successPath);
  const form = useLeadAnswer(LEAD_TRIAL_DRAFT_KEY, goOn);

  return (
    <div className={css.card}>
      <span className={css.badge}>{landing.limitedBadge}</span>
      <h2 className={css.heading}>{landing.formHeading}</h2>
      <TrialFormFields ref={form} />
      <AppLink className={button.secondary} to="/np1">
        {landing.watchDemo}
      </AppLink>
    </div>
  );
}
