import { DRAFT_KEYS } from './draftKeys.ts';
import { EmbedFormFields } from './EmbedFormFields.tsx';
import { Honeypot } from './Honeypot.tsx';
import { useLiveForm } from './useLiveForm.ts';

const loadLive = () => import('./EmbedFormLive.tsx').then((m) => m.EmbedFormLive);
const FIELDS = ['project', 'telegram', 'email'] as const;

/**
 * The compact form of /embed, the card partners put in an iframe. It ships as prerendered inputs; the live
 * form loads on the first touch or focus (useLiveForm), which keeps the partner's page light.
 */
export function EmbedForm() {
  const { Live, takeHandover, containerProps, placeholderForm } = useLiveForm(loadLive, { fields: FIELDS, draftKey: DRAFT_KEYS.embed });
  return (
    <div {...containerProps}>
      {Live ? (
        <Live takeHandover={takeHandover} />
      ) : (
        <EmbedFormFields
          project={{ name: 'project' }}
          telegram={{ name: 'telegram' }}
          email={{ name: 'email' }}
          honeypot={<Honeypot id="embed-website" ref={null} />}
          onSubmit={placeholderForm.onSubmit}
          onInput={placeholderForm.onInput}
          formRef={placeholderForm.ref}
        />
      )}
    </div>
  );
}
