import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function CryptoSuccessPage() {
  return (
    <PageHeader
      heading={headingFor('/crypto-transaction-success')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Our team will verify your payment, activate your subscription and send you a confirmation email.
    </PageHeader>
  );
}
