import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { setPreferencesOpen } from '../consent/consentStore.ts';
import { cookiePolicy } from '../content/legal/index.ts';
import { button } from '../styles/button.css.ts';

export function CookiePolicyPage() {
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
