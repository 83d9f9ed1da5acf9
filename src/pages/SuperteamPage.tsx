import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function SuperteamPage() {
  return (
    <PageHeader
      heading={headingFor('/superteam')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Watch the demo and claim 50% off your first month.
    </PageHeader>
  );
}
