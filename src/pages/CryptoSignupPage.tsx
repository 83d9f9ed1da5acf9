import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function CryptoSignupPage() {
  return (
    <PageHeader
      heading={headingFor('/signup-with-crypto')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Pay for your plan in ETH, SOL or on Base.
    </PageHeader>
  );
}
