import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function Vsl2Page() {
  return (
    <PageHeader
      heading={headingFor('/vsl2')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Your free trial is being set up. Book your strategy call so we can tune your lists and tone of voice.
    </PageHeader>
  );
}
