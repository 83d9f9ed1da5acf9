import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function SignupPage() {
  return (
    <PageHeader
      heading={headingFor('/signup')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Tell us where you post and we will set up your 7-day free trial.
    </PageHeader>
  );
}
