import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { cookiePolicy } from '../content/legal/index.ts';

export function CookiePolicyPage() {
  return <LegalDocumentView doc={cookiePolicy} />;
}
