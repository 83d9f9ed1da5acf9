import { Logo } from '../components/Logo.tsx';
import { getStartedLabel } from '../content/leadCapture.ts';
import { container } from '../styles/layout.css.ts';
import * as css from './GetStartedHeader.css.ts';
import { LeadDialogButton } from '../forms/lead/LeadDialogButton.tsx';

/**
 * The Get Started header variant (docs/product.md#navigation): the logo linking home and 'Get Started with ReplyRocket'
 * opening the lead dialog.
 */
export function GetStartedHeader() {
  return (
    <header className={css.header}>
      <div className={`${container} ${css.bar}`}>
        <Logo />
        <LeadDialogButton>{getStartedLabel}</LeadDialogButton>
      </div>
    </header>
  );
}
