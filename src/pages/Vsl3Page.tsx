import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function Vsl3Page() {
  return (
    <PageHeader
      heading={headingFor('/vsl3')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      No bots, no auto-posting, no delegate access: just the right conversations and a reply drafted in your voice.
    </PageHeader>
  );
}
