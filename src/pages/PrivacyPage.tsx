import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { privacyPolicy } from '../content/legal/index.ts';

export function PrivacyPage() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
