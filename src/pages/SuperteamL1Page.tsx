import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { headingFor } from '../routes/routeTable.ts';
import { button } from '../styles/button.css.ts';

export function SuperteamL1Page() {
  return (
    <PageHeader
      heading={headingFor('/superteaml1')}
      actions={
        <Link className={button.primary} to="/np1">
          Watch Demo
        </Link>
      }
    >
      London BuildStation Exclusive / Special: a free trial for the community.
    </PageHeader>
  );
}
