/**
 * The page side of the outbox: starts the flushers and tells the visitor about leads delivered (or refused)
 * after the form had already answered, whether this page, another tab or the service worker sent them, and
 * about transaction details refused after they had waited (src/forms/crypto/transactionNotices.ts).
 * Started by the entry on every page (src/main.tsx), so what waits is delivered from whichever page of the
 * site the visitor opens next, with no code to download first.
 */
import * as leadToasts from '../content/leadToasts.ts';
import { clearDraft } from '../initial/drafts.ts';
import { toast } from '../toast/lazyToast.ts';
import { startFlushTriggers } from '../lib/outbox/flushTriggers.ts';
import { onOutboxEvent } from '../lib/outbox/outbox.ts';
import { announceTransaction } from '../forms/crypto/transactionNotices.ts';
import { LEAD_EMBED_DRAFT_KEY } from '../shared/storageKeys.ts';

export function startOutboxNotices(): () => void {
  const unsubscribe = onOutboxEvent((event) => {
    if (event.kind === 'transaction') return announceTransaction(event);
    if (event.kind !== 'lead' || event.type === 'queued' || !event.deferred) return;
    const embed = event.draftKey === LEAD_EMBED_DRAFT_KEY;
    if (event.type === 'delivered' && event.draftKey) clearDraft(event.draftKey);
    // Every open tab hears the news; only the one in front speaks.
    if (document.visibilityState !== 'visible') return;
    // One toast per form kind, refreshed by each delivery: a flush after an outage delivers a dozen waiting
    // leads in a few seconds, and a toast for each piled up over the form the visitor was filling in.
    if (event.type === 'delivered')
      toast.success(embed ? leadToasts.embedSuccess : leadToasts.success, {
        id: `sent-later-${embed ? 'embed' : 'lead'}`,
        description: leadToasts.sentLater,
      });
    else toast.error(embed ? leadToasts.formError : leadToasts.rejected);
  });
  const stopTriggers = startFlushTriggers();
  return () => {
    unsubscribe();
    stopTriggers();
  };
}
