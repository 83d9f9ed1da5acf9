import { DRAFT_KEYS } from './draftKeys.ts';
import { Honeypot } from './Honeypot.tsx';
import { LeadFormStep1 } from './LeadFormStep1.tsx';
import { useLiveForm } from './useLiveForm.ts';

const loadLive = () => import('./LeadFormLive.tsx').then((m) => m.LeadFormLive);
const FIELDS = ['project', 'telegram', 'email'] as const;

/**
 * The full-page lead form of /signup. The page ships its prerendered inputs only; validation and sending
 * (zod, react-hook-form, the outbox) load on the visitor's first touch or focus, so a phone paints and
 * becomes interactive sooner (useLiveForm).
 */
export function LeadForm() {
  const { Live, takeHandover, containerProps, placeholderForm } = useLiveForm(loadLive, { fields: FIELDS, draftKey: DRAFT_KEYS.signup });
  return (
    <div {...containerProps}>
      {Live ? (
        <Live takeHandover={takeHandover} />
      ) : (
        <LeadFormStep1
          project={{ name: 'project' }}
          telegram={{ name: 'telegram' }}
          email={{ name: 'email' }}
          honeypot={<Honeypot id="signup-website" ref={null} />}
          onSubmit={placeholderForm.onSubmit}
          onInput={placeholderForm.onInput}
          formRef={placeholderForm.ref}
        />
      )}
    </div>
  );
}
