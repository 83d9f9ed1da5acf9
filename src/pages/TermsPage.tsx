import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { termsOfService } from '../content/legal/index.ts';

export function TermsPage() {
  return <LegalDocumentView doc={termsOfService} />;
}
