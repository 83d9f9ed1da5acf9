import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function SignupOfferPage() {
  return (
    <PageHeader
      heading={headingFor('/signupoffer')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      ReplyRocket Core, Pro and Ultimate: pick the plan that fits your growth.
    </PageHeader>
  );
}
