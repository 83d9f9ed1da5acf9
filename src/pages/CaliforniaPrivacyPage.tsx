import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { californiaPrivacy } from '../content/legal/index.ts';

export function CaliforniaPrivacyPage() {
  return <LegalDocumentView doc={californiaPrivacy} />;
}
