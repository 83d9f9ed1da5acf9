import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function UpgradePage() {
  return (
    <PageHeader
      heading={headingFor('/upgrade')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Move to Pro or Ultimate and we refund your whole ReplyRadar payment for this month.
    </PageHeader>
  );
}
