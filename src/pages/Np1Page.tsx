import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function Np1Page() {
  return (
    <PageHeader
      heading={headingFor('/np1')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Watch how ReplyRocket finds the conversations worth joining and drafts your reply, then claim 50% off your first month.
    </PageHeader>
  );
}
