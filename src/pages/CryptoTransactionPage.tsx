import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';

export function CryptoTransactionPage() {
  return <PageHeader heading={headingFor('/crypto-transaction/:clientId')}>Choose your network, send the payment, then paste your transaction link.</PageHeader>;
}
