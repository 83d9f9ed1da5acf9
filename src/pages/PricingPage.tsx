import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function PricingPage() {
  return (
    <PageHeader
      heading={headingFor('/pricing')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Every plan includes ReplyRadar Analytics. Subscribe by card; cancel with 30 days' notice.
    </PageHeader>
  );
}
