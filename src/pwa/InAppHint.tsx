import { useRef } from 'react';
import { useLocation } from '../routes/navigation.tsx';
import { bottomSheetRef } from '../app/bottomSheets.ts';
import { copyText } from '../forms/crypto/copyText.ts';
import { type BrowserContext, isAndroid } from '../initial/browserContext.ts';
import { toast } from '../toast/lazyToast.ts';
import { block, button } from '../styles/button.css.ts';
import { pwaCopy } from './copy.ts';
import * as css from './InAppHint.css.ts';
import * as card from './InstallPrompt.css.ts';
import { useInstallCardDue } from './useInstallCardDue.ts';

type InAppContext = keyof typeof pwaCopy.inApp.apps;

/**
 * A link Chrome on Android opens itself, on this page. An app that hands intents on opens Chrome; where Chrome is
 * missing, the fallback URL loads the page where it is.
 */
export function chromeIntentUrl(page: URL): string {
  const scheme = page.protocol.replace(/:$/, '');
  const fallback = encodeURIComponent(`${page.origin}${page.pathname}${page.search}`);
  return `intent://${page.host}${page.pathname}${page.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}

/**
 * In an app's own browser, where the site cannot be installed, the install card's place and timing go to a hint:
 * open the page in Chrome (Android) or Safari (iOS, from the app's menu), or copy its link. Dismissing it is the
 * install card's dismissal, so neither asks again.
 */
export function InAppHint({ context }: { context: BrowserContext }) {
  const { due, dismiss } = useInstallCardDue();
  const { pathname, search } = useLocation();
  const linkRef = useRef<HTMLParagraphElement>(null);
  if (!due) return null;

  const copy = pwaCopy.inApp;
  const app = copy.apps[context as InAppContext] ?? copy.apps.webview;
  const page = new URL(`${pathname}${search}`, window.location.origin);
  const android = isAndroid(navigator.userAgent);

  const copyLink = async () => {
    if (linkRef.current && (await copyText(page.href, linkRef.current))) toast.success(copy.copied);
    else toast(copy.copyBlocked);
  };

  return (
    <aside className={card.card} aria-label={copy.region} ref={bottomSheetRef}>
      <p className={card.title}>{copy.title}</p>
      <p className={card.body}>{android ? copy.android(app) : copy.ios(app)}</p>
      <p className={css.link} ref={linkRef}>
        {page.href}
      </p>
      {android && (
        <a className={`${button.primary} ${block}`} href={chromeIntentUrl(page)}>
          {copy.openInChrome}
        </a>
      )}
      <div className={card.actions}>
        <button type="button" className={button.ghost} onClick={dismiss}>
          {copy.dismiss}
        </button>
        <button type="button" className={android ? button.secondary : button.primary} onClick={() => void copyLink()}>
          {copy.copyLink}
        </button>
      </div>
    </aside>
  );
}
