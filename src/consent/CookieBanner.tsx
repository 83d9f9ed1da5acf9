import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '../components/AppLink.tsx';
import { button } from '../styles/button.css.ts';
import { GPC_ADVERTISING_NOTE } from '../content/legal/consent.ts';
import { globalPrivacyControl, type ConsentChoice } from './consentRecord.ts';
import { bannerShown, saveConsent, setPreferencesOpen } from './consentStore.ts';
import { useConsent } from './useConsent.ts';
import * as css from './CookieBanner.css.ts';

/**
 * The optional categories, toggled on the bar itself (Save Preferences stores them: docs/product.md#cookie-consent).
 */
const toggles = [
  { id: 'analytics', label: 'Analytics' },
  { id: 'advertising', label: 'Advertising' },
] as const;

/**
 * The first-visit consent bar. Rendered only in the browser once the stored consent is known (the prerender
 * cannot know it), as the last child of <body>, sticky at the bottom of the viewport: it never moves page
 * content (no layout shift), and at the very end of the page it sits below the footer instead of covering
 * it. A labelled region, not a dialog: it does not trap focus or block the page.
 *
 * The four choices (docs/product.md#cookie-consent): the optional categories' switches with Save Preferences (both off
 * to start: nothing is assumed), Manage Preferences (the dialog, with each category explained), and Reject all and
 * Accept all with equal prominence. The switches are native checkboxes with the switch role: no script to download.
 * With Global Privacy Control on, Advertising is off and locked, with the reason beside it, and Accept all
 * allows analytics only (saveConsent drops advertising from every choice while the signal is on).
 */
export function CookieBanner() {
  const shown = useConsent(bannerShown);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, advertising: false });
  // Rendered in the browser only (see above), so reading the signal here cannot differ from a prerender.
  const [gpc] = useState(globalPrivacyControl);
  const typing = useTextFieldFocus(shown);
  if (!shown) return null;
  return createPortal(
    <section className={css.banner} aria-label="Cookie consent" data-typing={typing || undefined}>
      <p className={css.text}>
        We use cookies for analytics and advertising only if you allow them.{' '}
        <AppLink to="/cookie-policy" className={css.link}>
          Cookie Policy
        </AppLink>
      </p>
      <div className={css.preferences}>
        {toggles.map(({ id, label }) => {
          const locked = gpc && id === 'advertising';
          return (
            <label key={id} className={css.toggle}>
              <input
                type="checkbox"
                // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox, whose checked state is what aria-checked would repeat.
                role="switch"
                className={css.switchInput}
                checked={choice[id] && !locked}
                disabled={locked}
                aria-describedby={locked ? 'consent-gpc-note' : undefined}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setChoice((current) => ({ ...current, [id]: checked }));
                }}
              />
              {label}
            </label>
          );
        })}
        <button
          type="button"
          className={`${button.ghost} ${css.save}`}
          onClick={() => saveConsent(choice, 'banner-save')}
        >
          Save Preferences
        </button>
      </div>
      {gpc && (
        <p id="consent-gpc-note" className={css.note}>
          {GPC_ADVERTISING_NOTE}
        </p>
      )}
      <div className={css.actions}>
        <button type="button" className={`${button.ghost} ${css.manage}`} onClick={() => setPreferencesOpen(true)}>
          Manage Preferences
        </button>
        {/* Equal prominence: same style, same size, side by side. */}
        <button
          type="button"
          className={`${button.onDark} ${css.choice}`}
          onClick={() => saveConsent({ analytics: false, advertising: false }, 'reject-all')}
        >
          Reject all
        </button>
        <button
          type="button"
          className={`${button.onDark} ${css.choice}`}
          onClick={() => saveConsent({ analytics: true, advertising: true }, 'accept-all')}
        >
          Accept all
        </button>
      </div>
    </section>,
    document.body,
  );
}

const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image']);

/** Fields that bring up a phone's on-screen keyboard. */
function isTextField(element: Element | null): boolean {
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * True while a text field has focus, so the banner steps aside (hidden, its space kept) and never covers a
 * form a visitor is filling on a phone above the keyboard. It comes back when focus leaves the field, but
 * only after the pointer is released and that event's click has run: tapping Submit moves focus on pointer
 * down, and a banner reappearing under the finger before the release would swallow the click.
 */
function useTextFieldFocus(active: boolean): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!active) return;
    let pointerDown = false;
    let timer: number | undefined;
    const update = () => {
      if (pointerDown) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setTyping(isTextField(document.activeElement)), 0);
    };
    const onPointerDown = () => {
      pointerDown = true;
    };
    const onPointerUp = () => {
      pointerDown = false;
      update();
    };
    const listeners = [
      ['focusin', update],
      ['focusout', update],
      ['pointerdown', onPointerDown],
      ['pointerup', onPointerUp],
      ['pointercancel', onPointerUp],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    update();
    return () => {
      window.clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, [active]);
  return typing;
}
