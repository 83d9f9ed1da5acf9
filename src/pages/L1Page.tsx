import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function L1Page() {
  return (
    <PageHeader
      heading={headingFor('/l1')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Alerts for viral conversations in your niche with replies drafted in your voice. Limited free trials.
    </PageHeader>
  );
}
