import { embedForm } from '../../content/leadCapture.ts';
import { block, button } from '../../styles/button.css.ts';
import { LEAD_EMBED_DRAFT_KEY } from '../../shared/storageKeys.ts';
import type { LeadFormLook } from './LeadFormFields.tsx';
import { LeadForm } from './LeadForm.tsx';
import * as css from './TrialForm.css.ts';

const EMBED: LeadFormLook = {
  idPrefix: 'embed',
  formClassName: css.form,
  submitClassName: `${button.primary} ${block}`,
  texts: embedForm,
};

/**
 * The compact form of /embed, the card partners put in an iframe: its inputs and the page's own code, no form
 * library (LeadForm), which keeps the partner's page light. It stays on the partner's page after a lead, emptied
 * for the next visitor, with its own toasts (docs/product.md#lead-forms).
 */
export function EmbedForm() {
  return <LeadForm look={EMBED} leadForm={LEAD_EMBED_DRAFT_KEY} />;
}
