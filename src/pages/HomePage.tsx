import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function HomePage() {
  return (
    <PageHeader
      heading={headingFor('/')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      Get alerts for viral conversations in your niche, with replies drafted in your voice and ranked by virality. Post in one click, grow in one hour a day.
    </PageHeader>
  );
}
