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
 * The page ships only the prerendered inputs; the live form (zod, react-hook-form, the outbox) loads when
 * the card comes near the viewport or is touched (useLiveForm).
 */
export function TrialForm({ successPath }: { successPath: string }) {
  const { Live, takeHandover, containerProps, placeholderForm } = useLiveForm(loadLive, { fields: FIELDS, draftKey: DRAFT_KEYS.trial, nearViewport: '400px 0px' });

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
