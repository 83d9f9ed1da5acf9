import { AppLink } from '../../components/AppLink.tsx';
import { landing } from '../../content/landing.ts';
import { button } from '../../styles/button.css.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import * as css from './TrialForm.css.ts';
import { TrialFormFields } from './TrialFormFields.tsx';
import { useLiveForm } from './useLiveForm.ts';

const loadLive = () => import('./TrialFormLive.tsx').then((m) => m.TrialFormLive);
const FIELDS = ['project', 'email'] as const;

/**
 * The trial form card of /l1 and /superteaml1: 'Limited Free Trials' badge, the form, 'Watch Demo'.
 * The page ships only the prerendered inputs; the live form (zod, react-hook-form, the outbox) loads on the
 * first touch or focus (useLiveForm), as the other lead forms do. The card sits in or just below the first
 * screen of /l1, so loading it when near the viewport meant at once: 37 KB gzip and a 12-25 ms task (Chromium,
 * unthrottled) in every page load, for visitors who mostly read or watch the demo first.
 */
export function TrialForm({ successPath }: { successPath: string }) {
  const { Live, takeHandover, containerProps, placeholderForm } = useLiveForm(loadLive, { fields: FIELDS, draftKey: DRAFT_KEYS.trial });

  return (
    <div className={css.card} {...containerProps}>
      <span className={css.badge}>{landing.limitedBadge}</span>
      <h2 className={css.heading}>{landing.formHeading}</h2>
      {Live ? (
        <Live successPath={successPath} takeHandover={takeHandover} />
      ) : (
        <TrialFormFields
          project={{ name: 'project' }}
          email={{ name: 'email' }}
          honeypot={<Honeypot id="trial-website" ref={null} />}
          onSubmit={placeholderForm.onSubmit}
          onInput={placeholderForm.onInput}
          formRef={placeholderForm.ref}
        />
      )}
      <AppLink className={button.secondary} to="/np1">
        {landing.watchDemo}
      </AppLink>
    </div>
  );
}
