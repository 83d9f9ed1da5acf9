import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function EmbedPage() {
  return (
    <PageHeader
      heading={headingFor('/embed')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Alerts for viral conversations with replies drafted in your voice.
    </PageHeader>
  );
}
