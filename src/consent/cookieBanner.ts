import { holdBottomSheet } from '../app/bottomSheets.ts';
import { GPC_ADVERTISING_NOTE } from '../content/legal/consent.ts';
import { button } from '../styles/button.css.ts';
import { globalPrivacyControl } from './consentRecord.ts';
import { bannerShown, consentState, saveConsent, setPreferencesOpen, subscribe } from './consentStore.ts';
import * as css from './cookieBanner.css.ts';
// The proof of the choice (consentStore.ts imports it when a choice is saved) comes with the bar: a visitor who
// answers and leaves the page at once still has it kept.
import './consentEvent.ts';

const GPC_NOTE_ID = 'consent-gpc-note';

type Attributes = Record<string, string | boolean | undefined>;

/** An element with its attributes (true: present and empty; false or undefined: absent) and its children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

function switchFor(label: string, locked: boolean): { label: HTMLLabelElement; input: HTMLInputElement } {
  const input = h('input', {
    type: 'checkbox',
    role: 'switch',
    class: css.switchInput,
    disabled: locked,
    'aria-describedby': locked ? GPC_NOTE_ID : undefined,
  });
  return { label: h('label', { class: css.toggle }, input, label), input };
}

/**
 * The bar itself. The four choices (docs/product.md#cookie-consent): the optional categories' switches with Save
 * Preferences (both off to start: nothing is assumed), Manage Preferences (the dialog, with each category
 * explained), and Reject all and Accept all with equal prominence. The switches are native checkboxes with the
 * switch role. With Global Privacy Control on, Advertising is off and locked, with the reason beside it, and
 * Accept all allows analytics only (saveConsent drops advertising from every choice while the signal is on).
 */
function buildBanner(): HTMLElement {
  const gpc = globalPrivacyControl();
  const analytics = switchFor('Analytics', false);
  const advertising = switchFor('Advertising', gpc);
  const choiceButton = (label: string, onClick: () => void, className: string) => {
    const element = h('button', { type: 'button', class: className }, label);
    element.addEventListener('click', onClick);
    return element;
  };
  return h(
    'section',
    { class: css.banner, 'aria-label': 'Cookie consent' },
    h(
      'p',
      { class: css.text },
      'We use cookies for analytics and advertising only if you allow them. ',
      // A plain link: the policy page loads as the document it is prerendered as, with or without the app.
      h('a', { href: '/cookie-policy', class: css.link }, 'Cookie Policy'),
    ),
    h(
      'div',
      { class: css.preferences },
      analytics.label,
      advertising.label,
      choiceButton(
        'Save Preferences',
        () =>
          saveConsent({ analytics: analytics.input.checked, advertising: advertising.input.checked }, 'banner-save'),
        `${button.ghost} ${css.save}`,
      ),
    ),
    ...(gpc ? [h('p', { id: GPC_NOTE_ID, class: css.note }, GPC_ADVERTISING_NOTE)] : []),
    h(
      'div',
      { class: css.actions },
      choiceButton('Manage Preferences', () => setPreferencesOpen(true), `${button.ghost} ${css.manage}`),
      // Equal prominence: same style, same size, side by side.
      choiceButton(
        'Reject all',
        () => saveConsent({ analytics: false, advertising: false }, 'reject-all'),
        `${button.onDark} ${css.choice}`,
      ),
      choiceButton(
        'Accept all',
        () => saveConsent({ analytics: true, advertising: true }, 'accept-all'),
        `${button.onDark} ${css.choice}`,
      ),
    ),
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
 * Marks the bar `data-typing` while a text field has focus, so it steps aside (hidden, its space kept) and never
 * covers a form a visitor is filling on a phone above the keyboard. It comes back when focus leaves the field, but
 * only after the pointer is released and that event's click has run: tapping Submit moves focus on pointer down,
 * and a bar reappearing under the finger before the release would swallow the click. Returns a function that stops.
 */
function stepAsideWhileTyping(banner: HTMLElement): () => void {
  let pointerDown = false;
  let timer: number | undefined;
  const update = () => {
    if (pointerDown) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => banner.toggleAttribute('data-typing', isTextField(document.activeElement)), 0);
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
}

/**
 * The first-visit consent bar, shown while the consent store says a choice is due (bannerShown), without React: a
 * page can ask for consent whether or not its app has started. It is the last child of <body>, sticky at the bottom
 * of the viewport: it never moves page content (no layout shift), and at the very end of the page it sits below the
 * footer instead of covering it. A labelled region, not a dialog: it does not trap focus or block the page. A choice,
 * here or in another tab, takes it away; each showing starts with both switches off. Returns a function that stops.
 */
export function showCookieBanner(): () => void {
  let shown: { element: HTMLElement; stop: () => void } | undefined;
  const sync = () => {
    const due = bannerShown(consentState());
    if (due && !shown) {
      const element = buildBanner();
      document.body.append(element);
      const stopTyping = stepAsideWhileTyping(element);
      // Toasts show above the bar, not over its buttons.
      const release = holdBottomSheet(element);
      shown = {
        element,
        stop: () => {
          stopTyping();
          release();
        },
      };
    } else if (!due && shown) {
      shown.stop();
      shown.element.remove();
      shown = undefined;
    }
  };
  const unsubscribe = subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    shown?.stop();
    shown?.element.remove();
    shown = undefined;
  };
}
