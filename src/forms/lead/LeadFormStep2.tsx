import { useEffect, useRef } from 'react';
import { config } from '../../config.ts';
import { signupForm } from '../../content/leadCapture.ts';
import { button } from '../../styles/button.css.ts';
import * as css from './LeadForm.css.ts';
import { ProgressSteps } from './ProgressSteps.tsx';
import { waitingLine } from './leadTexts.ts';

/**
 * Step 2 of the full-page form (ours: docs/product.md#lead-forms): progress at 100 %, the strategy-call booking link,
 * the Telegram chat and what happens next. `queued` adds that the details wait on this device.
 */
export function LeadFormStep2({ queued }: { queued: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new step so screen-reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={css.wrap}>
      <ProgressSteps step={2} label={signupForm.progressStep2} />
      <h2 ref={heading} tabIndex={-1}>
        {signupForm.step2Heading}
      </h2>
      {queued && <p className={css.note}>{waitingLine()}</p>}
      <p className={css.claim}>{signupForm.step2Text}</p>
      <div className={css.actions}>
        <a
          className={`${button.primary} ${css.submit}`}
          href={config.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {signupForm.bookCall}
        </a>
        <a className={button.secondary} href={config.telegramUrl} target="_blank" rel="noopener noreferrer">
          {signupForm.chatTelegram}
        </a>
      </div>
      <p className={css.footnote}>{signupForm.step2Next}</p>
    </div>
  );
}
