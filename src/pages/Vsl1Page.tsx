import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function Vsl1Page() {
  return (
    <PageHeader
      heading={headingFor('/vsl1')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      The fastest way to grow on X is to show up early in the right conversations. ReplyRocket finds them for you.
    </PageHeader>
  );
}
