import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function SignupOfferVip25Page() {
  return (
    <PageHeader
      heading={headingFor('/signupoffervip25')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Your VIP code takes 25% off the first month of Pro or Ultimate.
    </PageHeader>
  );
}
