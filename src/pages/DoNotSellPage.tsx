import { LegalDocumentView } from '../components/LegalDocumentView.tsx';
import { doNotSell } from '../content/legal/index.ts';

export function DoNotSellPage() {
  return <LegalDocumentView doc={doNotSell} />;
}
