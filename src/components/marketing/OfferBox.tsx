import { offerBoxCopy } from '../../content/offerBox.ts';
import type { Offer } from '../../content/offers.ts';
import { toast } from '../../toast/lazyToast.ts';
import { button } from '../../styles/button.css.ts';
import * as css from './OfferBox.css.ts';

/** 'Exclusive Offer' box: the discount and its promo code, with a button that copies the code. */
export function OfferBox({ offer, headingLevel = 2 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(offer.promoCode);
      toast.success(offerBoxCopy.copied);
    } catch {
      // Clipboard refused (permissions, insecure context): the code stays on screen, selectable in one tap.
      toast(offerBoxCopy.copyByHand);
    }
  }

  return (
    <aside className={css.box} aria-label={offer.eyebrow}>
      <div>
        <p className={css.eyebrow}>{offer.eyebrow}</p>
        <Heading className={css.headline}>{offer.headline}</Heading>
        <p className={css.text}>{offer.text}</p>
      </div>
      <div className={css.codeRow}>
        <code className={css.code}>{offer.promoCode}</code>
        <button type="button" className={button.secondary} onClick={copyCode}>
          {offerBoxCopy.copy}
        </button>
      </div>
    </aside>
  );
}
