import { embedForm } from '../../content/leadCapture.ts';
import { block, button } from '../../styles/button.css.ts';
import { DRAFT_KEYS } from './draftKeys.ts';
import { LazyLeadForm } from './LazyLeadForm.tsx';
import type { LeadFormLook } from './LeadFormFields.tsx';
import * as css from './TrialForm.css.ts';

const loadLive = () => import('./LiveLeadForm.tsx').then((m) => m.LiveLeadForm);

const EMBED: LeadFormLook = { idPrefix: 'embed', formClassName: css.form, submitClassName: `${button.primary} ${block}`, texts: embedForm };

/**
 * The compact form of /embed, the card partners put in an iframe. Only its inputs ship with the page; the
 * live form loads on the first touch or focus (LazyLeadForm), which keeps the partner's page light. It stays
 * on the partner's page after a lead, emptied for the next visitor, with its own toasts (docs/product.md#lead-forms).
 */
export function EmbedForm() {
  return <LazyLeadForm look={EMBED} leadForm={DRAFT_KEYS.embed} loadLive={loadLive} />;
}
