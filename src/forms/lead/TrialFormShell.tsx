import { useCallback, useMemo } from 'react';
import { navigate } from '../../routes/navigation.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { landing } from '../../content/landing.ts';
import { leadToasts } from '../../content/leadToasts.ts';
import { toast } from '../../toast/lazyToast.ts';
import { pageWhenReachable } from '../../routes/pageWhenReachable.ts';
import { button } from '../../styles/button.css.ts';
import { FormShell } from '../handover/FormShell.tsx';
import type { LeadKeep, LiveFormProps } from '../handover/handover.ts';
import { LEAD_TRIAL_DRAFT_KEY } from '../../shared/storageKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import * as css from './TrialForm.css.ts';
import { TrialFormFields } from './TrialFormFields.tsx';

export interface TrialFormLiveProps extends LiveFormProps {
  /** What follows a sent lead: emptied, then on to the next page (docs/product.md#lead-forms). */
  keep: LeadKeep;
}

const loadLive = () => import('./TrialFormLive.tsx').then((m) => m.TrialFormLive);
const FIELDS = ['project', 'email'] as const;

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
 * The trial form card of /l1 and /superteaml1: 'Limited Free Trials' badge, the form, 'Watch Demo'.
 * The page ships the prerendered inputs, which keep a lead by themselves (FormShell's `keep`); the live form
 * (TrialFormLive: zod, react-hook-form) loads on the first touch or focus, as the other lead forms' do. The card
 * sits in or just below the first screen of /l1, so loading it when near the viewport meant at once: 37 KB gzip
 * and a main-thread task in every page load, for visitors who mostly read or watch the demo first.
 */
export function TrialFormShell({ successPath }: { successPath: string }) {
  const goOn = useGoOn(successPath);
  const keep = useMemo((): LeadKeep => ({ form: LEAD_TRIAL_DRAFT_KEY, onSent: goOn, emptyAfterSent: true }), [goOn]);

  return (
    <FormShell
      loadLive={loadLive}
      live={{ keep }}
      fields={FIELDS}
      draftKey={LEAD_TRIAL_DRAFT_KEY}
      keep={keep}
      className={css.card}
      before={
        <>
          <span className={css.badge}>{landing.limitedBadge}</span>
          <h2 className={css.heading}>{landing.formHeading}</h2>
        </>
      }
      after={
        <AppLink className={button.secondary} to="/np1">
          {landing.watchDemo}
        </AppLink>
      }
    >
      {({ form, errors, submitting }) => (
        <TrialFormFields
          project={{ name: 'project', error: errors.project }}
          email={{ name: 'email', error: errors.email }}
          honeypot={<Honeypot id="trial-website" ref={null} />}
          submitting={submitting}
          {...form}
        />
      )}
    </FormShell>
  );
}
