import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { useCookieConsentContext } from '../consent/CookieConsentProvider.tsx';
import { cookiePolicy } from '../content/legal/index.ts';
import { button } from '../styles/button.css.ts';

export function CookiePolicyPage() {
  const { setPreferencesOpen } = useCookieConsentContext();
  return (
    <LegalDocumentView doc={cookiePolicy}>
      <p>
        <button type="button" className={button.secondary} onClick={() => setPreferencesOpen(true)}>
          Manage Cookie Preferences
        </button>
      </p>
    </LegalDocumentView>
  );
}
